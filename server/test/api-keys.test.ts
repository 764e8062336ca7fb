import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bookingBody, createCar, createCustomer, json, type Customer } from './support/booking-fixtures.js';
import { startTestServer, type TestServer } from './support/helpers.js';
import { sql } from './support/account-fixtures.js';
import type { Car } from '../src/modules/cars/car.entity.js';

let server: TestServer;
let admin: string;
let car: Car;
let asha: Customer;

beforeAll(async () => {
  server = await startTestServer({ API_KEY_RATE_LIMIT: '40' });
  admin = adminToken(server);
  car = await createCar(server, 'Fortuner');
  asha = await createCustomer(server, 'Asha Verma');
});
afterAll(async () => {
  await server?.close();
});

const call = async (path: string, init?: RequestInit) => {
  const res = await server.fetch(path, init);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
};
const newKey = async (scopes: string[], name = 'Hotel desk') => {
  const res = await call('/api/v1/admin/api-keys', json(admin, { name, scopes }));
  expect(res.status).toBe(201);
  return res.body as { _id: string; key: string };
};
const withKey = (key: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): RequestInit => ({
  ...json(key, body, method),
  ...(body === undefined ? { body: undefined } : {}),
});
const gqlWith = async (key: string, query: string, variables?: Record<string, unknown>) => {
  const res = await server.fetch('/graphql', json(key, { query, variables }));
  return { status: res.status, body: (await res.json()) as any };
};
const partnerBooking = (overrides: Record<string, unknown> = {}) => ({
  ...bookingBody(car.id, 4),
  email: 'Meera@Example.com',
  name: 'Meera Shah',
  phone: '9812345678',
  ...overrides,
});

describe('staff manage API keys', () => {
  it('creates a key shown once: rk_…, stored only as its SHA-256, listed without it', async () => {
    const created = await call(
      '/api/v1/admin/api-keys',
      json(admin, { name: 'Hotel Sayaji desk', scopes: ['catalogue:read', 'bookings:write'] }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Hotel Sayaji desk',
      scopes: ['catalogue:read', 'bookings:write'],
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(created.body.key).toMatch(/^rk_[A-Za-z0-9_-]{43}$/);
    const [row] = await sql<{ key_hash: string }>(server, 'select key_hash from api_keys where id = ?', [created.body._id]);
    expect(row.key_hash).toBe(createHash('sha256').update(created.body.key).digest('hex'));
    const listed = await call('/api/v1/admin/api-keys', { headers: { authorization: `Bearer ${admin}` } });
    const entry = listed.body.find((k: { _id: string }) => k._id === created.body._id);
    expect(entry).toMatchObject({ name: 'Hotel Sayaji desk', prefix: created.body.key.slice(0, 7) });
    expect(JSON.stringify(listed.body)).not.toContain(created.body.key);
    expect(JSON.stringify(listed.body)).not.toContain(row.key_hash);
  });

  it('refuses a missing name or an unknown scope with 400 and writes nothing', async () => {
    const [{ n: before }] = await sql<{ n: number }>(server, 'select count(*)::int as n from api_keys');
    expect(await call('/api/v1/admin/api-keys', json(admin, { scopes: ['catalogue:read'] }))).toMatchObject({
      status: 400,
      body: { message: 'Name is required.' },
    });
    const unknown = await call('/api/v1/admin/api-keys', json(admin, { name: 'X', scopes: ['bookings:delete'] }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('"bookings:delete"');
    expect((await call('/api/v1/admin/api-keys', json(admin, { name: 'X', scopes: [] }))).status).toBe(400);
    const [{ n: after }] = await sql<{ n: number }>(server, 'select count(*)::int as n from api_keys');
    expect(after).toBe(before);
  });

  it('works through admin GraphQL too: create, list, revoke', async () => {
    const created = await server.gql<any>(
      'mutation { createApiKey(name: "Travel agent", scopes: [CatalogueRead]) { key apiKey { id name scopes revokedAt } } }',
      {},
      admin,
    );
    expect(created.data.createApiKey.apiKey).toMatchObject({ name: 'Travel agent', scopes: ['CatalogueRead'], revokedAt: null });
    const { key } = created.data.createApiKey;
    expect((await gqlWith(key, '{ cars { id } }')).body.data.cars).toHaveLength(1);
    const list = await server.gql<any>('{ apiKeys { id name lastUsedAt } }', {}, admin);
    const entry = list.data.apiKeys.find((k: { id: string }) => k.id === created.data.createApiKey.apiKey.id);
    expect(entry.lastUsedAt).not.toBeNull();
    const revoked = await server.gql<any>('mutation ($id: ID!) { revokeApiKey(id: $id) { revokedAt } }', { id: entry.id }, admin);
    expect(revoked.data.revokeApiKey.revokedAt).not.toBeNull();
    const refused = await gqlWith(key, '{ cars { id } }');
    expect(refused.status).toBe(401);
    expect(refused.body.errors[0]).toMatchObject({
      message: 'This API key is invalid or has been revoked.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('a key is refused at once once revoked, and never reaches what its scopes do not open', () => {
  it('REST: 200 with the scope, 403 naming the missing scope, 401 after DELETE', async () => {
    const { _id, key } = await newKey(['catalogue:read']);
    const cars = await call('/api/v1/cars', withKey(key));
    expect(cars.status).toBe(200);
    expect(cars.body.map((c: { _id: string }) => c._id)).toEqual([car.id]);
    expect(await call('/api/v1/partner/bookings', withKey(key))).toMatchObject({
      status: 403,
      body: { message: 'This API key lacks the scope bookings:read.' },
    });
    expect((await call('/api/v1/bookingsnew/all', withKey(key))).status).toBe(403);
    expect((await call('/api/v1/bookingsnew/my', withKey(key))).status).toBe(403);
    expect(await call(`/api/v1/admin/api-keys/${_id}`, { method: 'DELETE', headers: { authorization: `Bearer ${admin}` } })).toMatchObject({
      status: 200,
      body: { message: 'API key revoked.' },
    });
    expect(await call('/api/v1/cars', withKey(key))).toMatchObject({
      status: 401,
      body: { message: 'This API key is invalid or has been revoked.' },
    });
    expect((await call('/api/v1/cars', withKey('rk_not-a-real-key'))).status).toBe(401);
  });

  it('GraphQL: a field outside the partner set is FORBIDDEN whatever the scopes', async () => {
    const { key } = await newKey(['catalogue:read', 'bookings:read', 'bookings:write']);
    const admin = await gqlWith(key, '{ bookings { total } }');
    expect(admin.status).toBe(403);
    expect(admin.body.errors[0]).toMatchObject({ message: 'API keys cannot use the field bookings.', extensions: { code: 'FORBIDDEN' } });
    const viaFragment = await gqlWith(key, '{ ...F } fragment F on Query { cars { id } users { total } }');
    expect(viaFragment.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gqlWith(key, '{ __schema { queryType { name } } }')).body.data.__schema.queryType.name).toBe('Query');
  });
});

describe('bookings:write and bookings:read', () => {
  it('books for a new customer (account created, notified), reads it back without the licence', async () => {
    const { key } = await newKey(['bookings:read', 'bookings:write']);
    const made = await call('/api/v1/partner/bookings', withKey(key, partnerBooking()));
    expect(made.status).toBe(201);
    expect(made.body.booking).toMatchObject({ email: 'meera@example.com', name: 'Meera Shah', status: 'Pending', carId: { _id: car.id } });
    expect(made.body.booking.license).toBeUndefined();
    const [account] = await sql<{ id: string; name: string; phone: string; is_verified: boolean }>(
      server,
      "select id, name, phone, is_verified from users where email = 'meera@example.com'",
    );
    expect(account).toMatchObject({ name: 'Meera Shah', phone: '+919812345678', is_verified: false });
    const notes = await sql<{ message: string }>(server, 'select message from notifications where user_id = ?', [account.id]);
    // The customer learns who booked in their name, and how to disown it (issue 18).
    expect(notes.map((n) => n.message)).toEqual([
      `Your booking for Fortuner on ${made.body.booking.pickupDate} is Pending approval. It was made in your name by Hotel desk. Not yours? Cancel it with the reason "Not made by me".`,
    ]);

    const list = await call('/api/v1/partner/bookings', withKey(key));
    expect(list.body).toMatchObject({ total: 1, page: 1, bookings: [{ _id: made.body.booking._id }] });
    expect(JSON.stringify(list.body)).not.toContain('MP09');
    const one = await call(`/api/v1/partner/bookings/${made.body.booking._id}`, withKey(key));
    expect(one.body).toMatchObject({ _id: made.body.booking._id, email: 'meera@example.com' });
  });

  it('matches an existing account by e-mail, whatever its case, and leaves its profile alone', async () => {
    const { key } = await newKey(['bookings:write']);
    const [{ email }] = await sql<{ email: string }>(server, 'select email from users where id = ?', [asha.id]);
    const made = await gqlWith(
      key,
      `mutation ($input: PartnerBookingInput!) { createPartnerBooking(input: $input) { id email status car { id } } }`,
      { input: partnerBooking({ email: email.toUpperCase(), name: 'Someone Else', bookFor: 'Daily' }) },
    );
    expect(made.body.data.createPartnerBooking).toMatchObject({ email, status: 'Pending', car: { id: car.id } });
    const [row] = await sql<{ user_id: string }>(server, 'select user_id from bookings where id = ?', [
      made.body.data.createPartnerBooking.id,
    ]);
    expect(row.user_id).toBe(asha.id);
    const [user] = await sql<{ name: string }>(server, 'select name from users where id = ?', [asha.id]);
    expect(user.name).toBe('Asha Verma');
  });

  it('refuses bad input with 400 and creates no account', async () => {
    const { key } = await newKey(['bookings:write']);
    const bad = await call('/api/v1/partner/bookings', withKey(key, partnerBooking({ email: 'nobody@example.com', license: '' })));
    expect(bad).toMatchObject({ status: 400, body: { message: 'Driving licence is required.' } });
    const unknownCar = await call(
      '/api/v1/partner/bookings',
      withKey(key, partnerBooking({ email: 'nobody@example.com', carId: '00000000-0000-4000-8000-000000000000' })),
    );
    expect(unknownCar.status).toBe(404);
    // The booking takes any 10 to 15 digits; the customer's account needs an Indian mobile (the schema's refusal now).
    const foreign = await call(
      '/api/v1/partner/bookings',
      withKey(key, partnerBooking({ email: 'nobody@example.com', phone: '447700900123' })),
    );
    expect(foreign).toMatchObject({ status: 400, body: { message: 'Valid 10-digit phone number required' } });
    expect(await sql(server, "select 1 from users where email = 'nobody@example.com'")).toEqual([]);
  });

  it("a key reads only the bookings made with it: another key's booking is 404", async () => {
    const a = await newKey(['bookings:read', 'bookings:write'], 'A');
    const b = await newKey(['bookings:read'], 'B');
    const made = await call('/api/v1/partner/bookings', withKey(a.key, partnerBooking({ email: 'solo@example.com' })));
    expect((await call(`/api/v1/partner/bookings/${made.body.booking._id}`, withKey(b.key))).status).toBe(404);
    expect((await call('/api/v1/partner/bookings', withKey(b.key))).body.total).toBe(0);
    const gql = await gqlWith(b.key, '{ partnerBookings { total } }');
    expect(gql.body.data.partnerBookings.total).toBe(0);
  });
});

describe('rate limit and last use', () => {
  it('answers 429 once a key has used its requests for the minute; other keys are unaffected', async () => {
    const { key } = await newKey(['catalogue:read']);
    const other = await newKey(['catalogue:read']);
    const statuses: number[] = [];
    for (let i = 0; i < 41; i += 1) statuses.push((await call('/api/v1/cars', withKey(key))).status);
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
    expect((await gqlWith(key, '{ cars { id } }')).status).toBe(429);
    expect((await call('/api/v1/cars', withKey(other.key))).status).toBe(200);
  });

  it('records when a key was last used', async () => {
    const { _id, key } = await newKey(['catalogue:read']);
    await call('/api/v1/cars', withKey(key));
    const [row] = await sql<{ last_used_at: Date | null }>(server, 'select last_used_at from api_keys where id = ?', [_id]);
    expect(Date.now() - new Date(row.last_used_at!).getTime()).toBeLessThan(60_000);
  });
});
