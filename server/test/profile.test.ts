import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/helpers.js';
import { insertCustomer, sql, tinyPng, type TestCustomer, uploadedOriginals } from './support/account-fixtures.js';
import { cityNow } from '../src/modules/common/city-time.js';

let server: TestServer;
let asha: TestCustomer;

beforeAll(async () => {
  server = await startTestServer();
  asha = await insertCustomer(server, { name: 'Asha', email: 'asha@example.com', phone: '+919876543210' });
});
afterAll(async () => {
  await server?.close();
});

const uploads = () => uploadedOriginals(server);
const fakePng = () => Buffer.from('this is not an image, whatever its name says');

function restUpdate(token: string | null, fields: Record<string, string>, picture?: { bytes: Buffer; name: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (picture) form.append('profilePic', new Blob([new Uint8Array(picture.bytes)], { type: 'image/png' }), picture.name);
  return server.fetch('/api/user/auth/update-profile', {
    method: 'PUT',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

const UPDATE =
  'mutation ($input: UpdateProfileInput!, $pic: Upload) { updateProfile(input: $input, profilePic: $pic) { id name address gender dob profilePic email phone } }';

async function gqlUpdate(token: string, input: Record<string, unknown>, picture?: Buffer) {
  return server.gqlUpload<{ updateProfile: Record<string, string | null> }>(UPDATE, { input }, 'pic', picture ?? null, {
    authorization: `Bearer ${token}`,
  });
}

describe('profile over REST: PUT /api/user/auth/update-profile', () => {
  it('updates the profile with a real PNG, ignores the e-mail field, and answers { user }', async () => {
    const res = await restUpdate(
      asha.token,
      { name: ' Asha Verma ', email: 'hijack@example.com', address: '12 MG Road, Indore', dob: '1995-04-23', gender: 'Female' },
      { bytes: tinyPng(), name: 'me.png' },
    );
    expect(res.status).toBe(200);
    const { user } = (await res.json()) as { user: Record<string, unknown> };
    expect(user).toMatchObject({
      _id: asha.id,
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '+919876543210',
      address: '12 MG Road, Indore',
      dob: '1995-04-23',
      gender: 'Female',
      isVerified: true,
    });
    expect(user.profilePic).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(uploads()).toEqual([user.profilePic]);
    const img = await server.fetch(`/uploads/${user.profilePic}`);
    expect(img.headers.get('content-type')).toBe('image/png');
  });

  it('a new picture replaces the old file', async () => {
    const [before] = uploads();
    const res = await restUpdate(asha.token, { name: 'Asha Verma' }, { bytes: tinyPng(), name: 'again.png' });
    const { user } = (await res.json()) as { user: { profilePic: string; address: string } };
    expect(user.profilePic).not.toBe(before);
    expect(uploads()).toEqual([user.profilePic]);
    // Fields not sent stay as they were.
    expect(user.address).toBe('12 MG Road, Indore');
  });

  it('a text file named .png is refused with 400, and nothing is written', async () => {
    const before = uploads();
    const res = await restUpdate(asha.token, { name: 'Changed Name' }, { bytes: fakePng(), name: 'evil.png' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Please upload a valid image (PNG, JPEG, GIF or WebP).' });
    expect(uploads()).toEqual(before);
    const [row] = await sql<{ name: string }>(server, 'select name from users where id = ?', [asha.id]);
    expect(row.name).toBe('Asha Verma');
  });

  it('an image over 5 MB is refused with 413', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await restUpdate(asha.token, { name: 'Asha Verma' }, { bytes: big, name: 'big.png' });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/too large/);
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: 'A', gender: 'Robot' }, 'Gender must be Male, Female or Other.'],
    [{ name: 'A', dob: '23/04/1995' }, 'Date of birth must be a valid date (yyyy-MM-dd).'],
    [{ name: 'A', dob: '1995-02-30' }, 'Date of birth must be a valid date (yyyy-MM-dd).'],
    [{ name: 'A', dob: '2999-01-01' }, 'Date of birth cannot be in the future.'],
    [{ name: 'A', address: 'x'.repeat(301) }, 'Address is too long (at most 300 characters).'],
  ])('refuses %j with 400 "%s", writing nothing, even with a valid picture', async (fields, message) => {
    const before = uploads();
    const res = await restUpdate(asha.token, fields, { bytes: tinyPng(), name: 'ok.png' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
    expect(uploads()).toEqual(before);
  });

  it("today's date is a valid date of birth; an empty field clears it", async () => {
    let res = await restUpdate(asha.token, { name: 'Asha Verma', dob: cityNow().date });
    expect(((await res.json()) as { user: { dob: string } }).user.dob).toBe(cityNow().date);
    res = await restUpdate(asha.token, { name: 'Asha Verma', dob: '', gender: '' });
    expect(((await res.json()) as { user: object }).user).toMatchObject({ dob: null, gender: null });
  });

  it('without a token: 401, and an admin token: 403', async () => {
    expect((await restUpdate(null, { name: 'X' })).status).toBe(401);
    expect((await restUpdate(server.tokenFor(asha.id, 'ADMIN' as never), { name: 'X' })).status).toBe(403);
  });
});

describe('profile over GraphQL', () => {
  it('me answers the signed-in customer', async () => {
    const { data } = await server.gql<{ me: { id: string; email: string; isVerified: boolean } }>(
      '{ me { id email isVerified } }',
      {},
      asha.token,
    );
    expect(data?.me).toEqual({ id: asha.id, email: 'asha@example.com', isVerified: true });
  });

  it('updateProfile with a real PNG stores it and removes the old one', async () => {
    const [before] = uploads();
    const res = await gqlUpdate(asha.token, { name: 'Asha G', gender: 'Female', dob: '1990-01-02', address: null }, tinyPng());
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateProfile).toMatchObject({
      name: 'Asha G',
      gender: 'Female',
      dob: '1990-01-02',
      address: null,
      email: 'asha@example.com',
    });
    expect(res.data?.updateProfile.profilePic).not.toBe(before);
    expect(uploads()).toEqual([res.data?.updateProfile.profilePic]);
  });

  it('updateProfile with a fake image is BAD_USER_INPUT and writes nothing', async () => {
    const before = uploads();
    const res = await gqlUpdate(asha.token, { name: 'Renamed' }, fakePng());
    expect(res.errors?.[0]).toMatchObject({
      message: 'Please upload a valid image (PNG, JPEG, GIF or WebP).',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(uploads()).toEqual(before);
    const { data } = await server.gql<{ me: { name: string } }>('{ me { name } }', {}, asha.token);
    expect(data?.me.name).toBe('Asha G');
  });

  it('updateProfile refuses an image over 5 MB with PAYLOAD_TOO_LARGE', async () => {
    const before = uploads();
    const res = await gqlUpdate(asha.token, { name: 'Asha G' }, Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024 + 10)]));
    expect(res.errors?.[0].extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    expect(uploads()).toEqual(before);
  });

  it('updateProfile refuses a future date of birth', async () => {
    const res = await gqlUpdate(asha.token, { name: 'Asha G', dob: '2999-12-31' });
    expect(res.errors?.[0]).toMatchObject({ message: 'Date of birth cannot be in the future.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('a token whose account is gone', () => {
  it('answers 401 / UNAUTHENTICATED on me and on the profile update, and writes no file', async () => {
    const gone = await insertCustomer(server, { name: 'Gone' });
    await sql(server, 'delete from users where id = ?', [gone.id]);
    const before = uploads();
    const me = await server.gql('{ me { id } }', {}, gone.token);
    expect(me.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const res = await restUpdate(gone.token, { name: 'Ghost' }, { bytes: tinyPng(), name: 'g.png' });
    expect(res.status).toBe(401);
    expect(uploads()).toEqual(before);
    expect(existsSync(path.join(server.config.uploadDir, 'g.png'))).toBe(false);
  });
});
