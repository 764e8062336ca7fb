import { request } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/helpers.js';
import { adminToken, bookingBody, bookingInput, createCar, createCustomer, json, type Customer } from './support/booking-fixtures.js';
import { sql } from './support/account-fixtures.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';
import type { Car } from '../src/modules/cars/car.entity.js';
import { backupNow } from '../src/modules/backups/backups.js';
import { unsealBytes } from '../src/modules/common/private-files.js';
import { movePrivateFiles } from '../src/modules/common/private-files-move.js';
import { csvCell } from '../src/modules/common/csv.js';
import { printable } from '../src/modules/common/person-text.js';
import { AADHAAR_MASK_NEEDED, documentUpload } from '../src/modules/documents/document.schemas.js';
import { parseInput } from '../src/modules/common/parse-input.js';

/*
 * Hardening, round 3 (issue 28), each finding tried again on a running server: private files out of reach of
 * /uploads in every spelling, sealed with keys of their own that a deletion shreds (backups included), Aadhaar
 * only masked, dates a real licence shows, person text on one line, and writers that print it so.
 */
let server: TestServer;
let smtp: SmtpCapture;
let admin: string;
let car: Car;
let asha: Customer;
let png: Buffer;
const dirs: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url, RATE_LIMIT_SCALE: '1000' });
  admin = adminToken(server);
  car = await createCar(server, 'Fortuner');
  asha = await createCustomer(server, 'Asha Verma');
  png = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#aa3366' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const documents = () => server.app.services.documents;
const em = () => server.orm.em.fork();
const ADMIN_ID = '00000000-0000-4000-8000-00000000a001';
const licence = (overrides: Record<string, unknown> = {}) => ({
  kind: 'DRIVING_LICENCE',
  number: 'MP09 20190012345',
  dateOfBirth: '1995-06-15',
  issuedOn: '2015-01-10',
  expiresOn: '2035-01-09',
  ...overrides,
});
/** The fields as the resolver gives them to the service: parsed by the module's schema. */
const parsed = (input: Record<string, unknown>) => parseInput(documentUpload, input);

/** A GET whose path travels exactly as written (fetch would resolve `..` and `%2e` before sending). */
function rawGet(pathname: string): Promise<{ status: number; type: string | undefined }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: pathname, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, type: res.headers['content-type'] }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('private files are out of reach of /uploads (finding 2)', () => {
  it('refuses every spelling of a private- name left in UPLOAD_DIR, as the plain one', async () => {
    // A file of before the move, as an old deployment kept it: in the public folder under its private- name.
    const name = `private-${'ab'.repeat(32)}.png`;
    writeFileSync(path.join(server.config.uploadDir, name), png);
    writeFileSync(path.join(server.config.uploadDir, 'public-card.png'), png);
    for (const spelling of [
      `/uploads/${name}`,
      `/uploads//${name}`,
      `/uploads/%2e/${name}`,
      `/uploads/./${name}`,
      `/uploads/a/../${name}`,
      `/uploads/%2F${name}`,
      `/uploads/%2f${name}`,
      `/uploads/x/%2e%2e/${name}`,
      `/uploads/${name.replace('private-', 'PRIVATE-')}`,
      `/uploads/%70rivate-${name.slice('private-'.length)}`,
    ])
      expect((await rawGet(spelling)).status, spelling).toBe(404);
    // The public route itself still works, in the same spellings.
    expect(await rawGet('/uploads//public-card.png')).toMatchObject({ status: 200, type: 'image/png' });
    rmSync(path.join(server.config.uploadDir, name));
  });

  it('stores new private files sealed outside UPLOAD_DIR, so no path under /uploads names them', async () => {
    const doc = await documents().upload(em(), asha.id, parsed(licence()), png, png);
    expect(readdirSync(server.config.uploadDir).filter((f) => f.startsWith('private-'))).toEqual([]);
    const stored = readFileSync(path.join(server.config.privateDir, doc.frontKey!));
    // Sealed: not the image's bytes, and no PNG signature.
    expect(stored.subarray(0, 4).toString('latin1')).toBe('IDP1');
    expect(stored.includes(Buffer.from('IHDR'))).toBe(false);
    const key = Buffer.from(doc.fileKeys[doc.frontKey!]!, 'base64');
    expect(key).toHaveLength(32);
    expect(unsealBytes(stored, key)!.subarray(1, 4).toString('latin1')).toBe('PNG');
    // Each file has a key of its own.
    expect(doc.fileKeys[doc.backKey!]).not.toBe(doc.fileKeys[doc.frontKey!]);
    const rel = path.relative(server.config.uploadDir, server.config.privateDir);
    expect((await rawGet(`/uploads/${rel}/${doc.frontKey}`)).status).toBe(404);
  });

  it('moves files of before the sealing out of the public storage at start, sealed, keys into their rows', async () => {
    const c = await createCustomer(server, 'Old Upload');
    const name = `private-${'cd'.repeat(32)}.png`;
    const orphan = `private-${'ef'.repeat(32)}.png`;
    writeFileSync(path.join(server.config.uploadDir, name), png);
    writeFileSync(path.join(server.config.uploadDir, orphan), png);
    await sql(
      server,
      `insert into documents (id, owner_id, kind, id_type, number, number_last4, status, front_key)
       values (gen_random_uuid(), ?, 'ID_PROOF', 'PASSPORT', 'Z7654321', '4321', 'VERIFIED', ?)`,
      [c.id, name],
    );
    const logged: string[] = [];
    await movePrivateFiles(em(), server.config, (m) => logged.push(m));
    expect(logged.join()).toMatch(/1 sealed into the private store, 2 removed from the public storage/);
    expect(readdirSync(server.config.uploadDir).filter((f) => f.startsWith('private-'))).toEqual([]);
    const [row] = await sql<{ id: string; file_keys: Record<string, string> }>(
      server,
      'select id, file_keys from documents where owner_id = ?',
      [c.id],
    );
    expect(Object.keys(row!.file_keys)).toEqual([name]);
    const image = await server.gql<{ documentImage: string }>(
      `query($id: ID!) { documentImage(id: $id, side: "front") }`,
      { id: row!.id },
      c.token,
    );
    expect(image.data?.documentImage).toMatch(/^data:image\/png;base64,/);
    // Run again: nothing left to do.
    await movePrivateFiles(em(), server.config, (m) => logged.push(m));
    expect(logged).toHaveLength(1);
  });
});

/** Every line of a backup file. */
async function backupLines(file: string): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for await (const line of createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity }))
    if (line) out.push(JSON.parse(line));
  return out;
}

describe('crypto-shredding: a deletion reaches every copy (finding 5, retention and backups)', () => {
  it('a backup holds private files only sealed and never their keys: once the row is gone, its copy in the backup is noise', async () => {
    const c = await createCustomer(server, 'Shredded Customer');
    const doc = await documents().upload(em(), c.id, parsed(licence()), png, png);
    const key = doc.fileKeys[doc.frontKey!]!;
    const dir = mkdtempSync(path.join(tmpdir(), 'shred-backup-'));
    dirs.push(dir);
    const summary = await backupNow(
      server.config.databaseUrl!,
      { storage: server.app.services.storage, privateFiles: server.app.services.privateFiles },
      { dir, keep: 7 },
      'manual',
    );
    // The account goes (its documents with it): the key leaves the database.
    await server.app.services.userDirectory.deleteOne(em(), c.id);
    expect(await sql(server, `select 1 from documents where file_keys::text like ?`, [`%${key}%`])).toEqual([]);

    const lines = await backupLines(summary.file);
    const text = JSON.stringify(lines);
    // The backup names the file and holds its sealed bytes...
    const copy = lines.find((l) => l.file === doc.frontKey) as { data: string; private: boolean } | undefined;
    expect(copy?.private).toBe(true);
    const sealed = Buffer.from(copy!.data, 'base64');
    expect(sealed.includes(Buffer.from('IHDR'))).toBe(false);
    // ...but not its key, in any table: the documents rows carry file_keys {} only.
    expect(text).not.toContain(key);
    const docColumns = lines.find((l) => l.table === 'documents' && 'columns' in l) as { columns: string[] };
    const keysAt = docColumns.columns.indexOf('file_keys');
    for (const l of lines.filter((x) => x.table === 'documents' && 'rows' in x) as { rows: unknown[][] }[])
      for (const r of l.rows) expect(r[keysAt]).toEqual({});
    // What the key would have opened, nothing else does: a wrong key fails the seal's check.
    expect(unsealBytes(sealed, Buffer.from(key, 'base64'))).not.toBeNull();
    expect(unsealBytes(sealed, Buffer.alloc(32, 7))).toBeNull();
    // The private store itself no longer has the file.
    expect(await server.app.services.privateFiles.store.has(doc.frontKey!)).toBe(false);
  });

  it('retention deletes settled trips photos and signatures with their keys, DOCUMENT_RETENTION_DAYS after settlement', async () => {
    const c = await createCustomer(server, 'Old Traveller');
    const booking = await server.app.services.bookings.create(em(), c.id, bookingInput(car.id, 30, { name: 'Old Traveller' }));
    const files = server.app.services.privateFiles;
    const photo = await files.saveImage(png);
    const signature = await files.saveImage(png);
    const fileKeys = { [photo.name]: photo.key, [signature.name]: signature.key };
    const insertTrip = (bookingId: string, settledDaysAgo: number) =>
      sql(
        server,
        `insert into trips (id, booking_id, started_at, started_by, handover_odometer_km, handover_fuel_eighths, handover_photos,
                            signature_key, originals_seen, deposit_held, returned_at, bill, settled_at, file_keys)
         values (gen_random_uuid(), ?, now() - interval '400 days', 'staff', 100, 8, array[?]::text[], ?, true, 0,
                 now() - ? * interval '1 day', '{}'::jsonb, now() - ? * interval '1 day', ?::jsonb)`,
        [bookingId, photo.name, signature.name, settledDaysAgo, settledDaysAgo, JSON.stringify(fileKeys)],
      );
    await insertTrip(booking.id, 200);
    const fresh = await server.app.services.bookings.create(em(), c.id, bookingInput(car.id, 40, { name: 'Old Traveller' }));
    const keep = await files.saveImage(png);
    await sql(
      server,
      `insert into trips (id, booking_id, started_at, started_by, handover_odometer_km, handover_fuel_eighths, handover_photos,
                          signature_key, originals_seen, deposit_held, returned_at, bill, settled_at, file_keys)
       values (gen_random_uuid(), ?, now() - interval '20 days', 'staff', 100, 8, '{}', ?, true, 0,
               now() - interval '10 days', '{}'::jsonb, now() - interval '10 days', ?::jsonb)`,
      [fresh.id, keep.name, JSON.stringify({ [keep.name]: keep.key })],
    );
    const deleted = await server.app.services.documentRetention.runOnce();
    expect(deleted).toBeGreaterThanOrEqual(1);
    const [old] = await sql<{ file_keys: object; handover_photos: string[]; signature_key: string }>(
      server,
      'select file_keys, handover_photos, signature_key from trips where booking_id = ?',
      [booking.id],
    );
    expect(old).toEqual({ file_keys: {}, handover_photos: [], signature_key: '' });
    expect(await files.store.has(photo.name)).toBe(false);
    expect(await files.store.has(signature.name)).toBe(false);
    const [recent] = await sql<{ file_keys: Record<string, string> }>(server, 'select file_keys from trips where booking_id = ?', [
      fresh.id,
    ]);
    expect(Object.keys(recent!.file_keys)).toEqual([keep.name]);
    expect(await files.store.has(keep.name)).toBe(true);
  });
});

const UPLOAD = `mutation($input: UploadDocumentInput!) { uploadDocument(input: $input) { id status hasFront } }`;
async function uploadOverHttp(token: string, input: Record<string, unknown>) {
  const { body } = await server.gqlFiles<{ uploadDocument: { id: string; status: string } }>(
    UPLOAD,
    { input: { ...input, front: null } },
    { 'input.front': png },
    token,
  );
  return body;
}
const REVIEW = `mutation($id: ID!, $decision: DocumentDecision!, $reason: String, $code: DocumentRejectionCode) {
  reviewDocument(id: $id, decision: $decision, reason: $reason, reasonCode: $code) { id status reason hasFront } }`;

describe('Aadhaar by the rules (finding 1)', () => {
  it('takes only an Aadhaar confirmed masked, and says how to get one', async () => {
    const c = await createCustomer(server, 'Masked Holder');
    const unconfirmed = await uploadOverHttp(c.token, { kind: 'ID_PROOF', idType: 'AADHAAR', number: '1098' });
    expect(unconfirmed.errors?.[0]).toMatchObject({ message: AADHAAR_MASK_NEEDED, extensions: { code: 'BAD_USER_INPUT' } });
    expect(AADHAAR_MASK_NEEDED).toMatch(/first 8 digits hidden.*UIDAI/);
    expect(await sql(server, 'select 1 from documents where owner_id = ?', [c.id])).toEqual([]);
    const masked = await uploadOverHttp(c.token, { kind: 'ID_PROOF', idType: 'AADHAAR', number: 'XXXX XXXX 1098', aadhaarMasked: true });
    expect(masked.errors).toBeUndefined();
    // Passport and voter ID as before: no such confirmation asked.
    const passport = await uploadOverHttp(c.token, { kind: 'ID_PROOF', idType: 'PASSPORT', number: 'Z1234567' });
    expect(passport.errors).toBeUndefined();
  });

  it('"Aadhaar not masked" rejects and deletes the image at once (file and key); nothing unmasked stays after review', async () => {
    const c = await createCustomer(server, 'Unmasked Holder');
    const mark = smtp.mails.length;
    const up = await uploadOverHttp(c.token, { kind: 'ID_PROOF', idType: 'AADHAAR', number: '1098', aadhaarMasked: true });
    const id = up.data!.uploadDocument.id;
    const [before] = await sql<{ front_key: string }>(server, 'select front_key from documents where id = ?', [id]);
    expect(await server.app.services.privateFiles.store.has(before!.front_key)).toBe(true);
    const rejected = await server.gql<{ reviewDocument: { status: string; reason: string; hasFront: boolean } }>(
      REVIEW,
      { id, decision: 'REJECTED', code: 'AADHAAR_NOT_MASKED' },
      admin,
    );
    expect(rejected.errors).toBeUndefined();
    expect(rejected.data!.reviewDocument).toMatchObject({ status: 'REJECTED', hasFront: false });
    expect(rejected.data!.reviewDocument.reason).toMatch(/^Aadhaar not masked\. Upload a masked Aadhaar only/);
    expect(await server.app.services.privateFiles.store.has(before!.front_key)).toBe(false);
    expect(await sql(server, `select front_key, back_key, file_keys from documents where id = ?`, [id])).toEqual([
      { front_key: null, back_key: null, file_keys: {} },
    ]);
    const image = await server.gql(`query($id: ID!) { documentImage(id: $id, side: "front") }`, { id }, admin);
    expect(image.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    await expect.poll(() => smtp.mails.slice(mark).some((m) => m.text.includes('Aadhaar not masked')), { timeout: 10_000 }).toBe(true);
    // Any rejected Aadhaar loses its images too; a passport keeps them for the customer to see.
    const again = await uploadOverHttp(c.token, { kind: 'ID_PROOF', idType: 'AADHAAR', number: '1098', aadhaarMasked: true });
    const blurred = await server.gql<{ reviewDocument: { hasFront: boolean } }>(
      REVIEW,
      { id: again.data!.uploadDocument.id, decision: 'REJECTED', reason: 'The photo is blurred.' },
      admin,
    );
    expect(blurred.data!.reviewDocument.hasFront).toBe(false);
    const passport = await uploadOverHttp(c.token, { kind: 'ID_PROOF', idType: 'PASSPORT', number: 'Z1234567' });
    const wrongCode = await server.gql(
      REVIEW,
      { id: passport.data!.uploadDocument.id, decision: 'REJECTED', code: 'AADHAAR_NOT_MASKED' },
      admin,
    );
    expect(wrongCode.errors?.[0]).toMatchObject({ message: '"Aadhaar not masked" applies to an Aadhaar only.' });
    const verifyWithCode = await server.gql(
      REVIEW,
      { id: passport.data!.uploadDocument.id, decision: 'VERIFIED', code: 'AADHAAR_NOT_MASKED' },
      admin,
    );
    expect(verifyWithCode.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('licence dates a real licence shows (finding 5)', () => {
  it.each([
    [{ dateOfBirth: '0001-01-01' }, 'Date of birth must be between 1900-01-01 and today.'],
    [{ dateOfBirth: '2999-01-01', issuedOn: '2015-01-10' }, 'Date of birth must be between 1900-01-01 and today.'],
    [{ expiresOn: '9999-12-31' }, 'Expiry date must be within 30 years from today.'],
    [{ expiresOn: '2020-01-01' }, 'This licence has expired: upload a valid one.'],
    [{ issuedOn: '2999-01-01', expiresOn: '2040-01-01' }, 'Issue date cannot be in the future.'],
  ])('refuses %o', async (fields, message) => {
    const c = await createCustomer(server, 'Odd Dates');
    await expect(documents().upload(em(), c.id, parsed(licence(fields)), png, png)).rejects.toThrow(message);
    expect(await sql(server, 'select 1 from documents where owner_id = ?', [c.id])).toEqual([]);
  });
});

const FORGED = 'Customer,\n\nURGENT: pay Rs 500 to refund@upi';

describe('one rule for person text (finding 3)', () => {
  it('refuses line breaks and control characters in names, licences, reasons and addresses with a clear 400, on every transport', async () => {
    const book = await server.fetch('/api/v1/bookingsnew/book', json(asha.token, bookingBody(car.id, 5, { name: FORGED })));
    expect(book.status).toBe(400);
    // The REST edge parses the same zod piece (its wording), the services name the field (GraphQL below).
    expect(((await book.json()) as { message: string }).message).toMatch(
      /must be one line of plain text \(no line breaks, tabs or other control characters\)\./,
    );
    for (const field of [
      { license: 'MP09\t2019' },
      { delivery: { pickupAddress: 'Vijay Nagar\nBooking id: FAKE' } },
      { name: 'A\u202Eevil' },
    ])
      expect((await server.fetch('/api/v1/bookingsnew/book', json(asha.token, bookingBody(car.id, 5, field)))).status).toBe(400);
    // The partner API: the same rule, the same words.
    const key = await server.fetch('/api/v1/admin/api-keys', json(admin, { name: 'Travel desk', scopes: ['bookings:write'] }));
    const { key: rk } = (await key.json()) as { key: string };
    const partner = await server.fetch(
      '/api/v1/partner/bookings',
      json(rk, { ...bookingBody(car.id, 6), email: 'victim@example.com', name: FORGED }),
    );
    expect(partner.status).toBe(400);
    expect(await sql(server, "select 1 from users where email = 'victim@example.com'")).toEqual([]);
    // GraphQL: a cancel reason with a forged line.
    const booked = await server.app.services.bookings.create(em(), asha.id, bookingInput(car.id, 8));
    const cancel = await server.gql(
      `mutation($id: ID!, $reason: String!) { cancelBooking(id: $id, reason: $reason) { id } }`,
      { id: booked.id, reason: 'Plans changed\nRefund approved: Rs 5000' },
      asha.token,
    );
    expect(cancel.errors?.[0]).toMatchObject({
      message: 'Reason must be one line of plain text (no line breaks, tabs or other control characters).',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // A postal address is multi-line by design: line breaks stay, a tab does not.
    const profile = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { address } }`;
    const ok = await server.gql<{ updateProfile: { address: string } }>(
      profile,
      { input: { name: 'Asha Verma', address: '12 MG Road\nIndore' } },
      asha.token,
    );
    expect(ok.data?.updateProfile.address).toBe('12 MG Road\nIndore');
    const tab = await server.gql(profile, { input: { name: 'Asha Verma', address: '12 MG Road\tIndore' } }, asha.token);
    expect(tab.errors?.[0]?.message).toBe('Address cannot contain tabs or other control characters.');
  });

  it('writers print stored text one line a value: mails, CSV cells (and the PDF through the same printable())', async () => {
    expect(printable('Asha\r\n\nBooking id: FAKE\u2028x')).toBe('Asha Booking id: FAKE x');
    expect(printable('12 MG Road\r\nIndore\tMP', { multiline: true })).toBe('12 MG Road\nIndore MP');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}HYPERLINK("x")`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('note\nnext row')).toBe('note next row');
    expect(csvCell(-500)).toBe('-500');
    // A name written before the rule (or by SQL) still cannot add a line to the operator's mail.
    const mark = smtp.mails.length;
    const booked = await server.app.services.bookings.create(em(), asha.id, bookingInput(car.id, 9));
    await sql(server, 'update bookings set name = ? where id = ?', [FORGED, booked.id]);
    await server.app.services.bookings.cancel(em(), asha.id, booked.id, 'Changed plans');
    const operatorMail = () => smtp.mails.slice(mark).find((m) => m.text.startsWith('Booking cancelled ('));
    await expect.poll(() => Boolean(operatorMail()), { timeout: 10_000 }).toBe(true);
    expect(operatorMail()!.text).toContain('Customer: Customer, URGENT: pay Rs 500 to refund@upi, +');
    await expect
      .poll(() => smtp.mails.slice(mark).some((m) => m.text.startsWith('Hello Customer, URGENT')), { timeout: 10_000 })
      .toBe(true);
    for (const mail of smtp.mails.slice(mark)) expect(mail.text.split('\n').filter((l) => /^\s*URGENT/.test(l))).toEqual([]);
  });

  it('the partner booking mail names the partner and says how to disown the booking', async () => {
    const key = await server.fetch('/api/v1/admin/api-keys', json(admin, { name: 'Hotel Sayaji desk', scopes: ['bookings:write'] }));
    const { key: rk } = (await key.json()) as { key: string };
    const mark = smtp.mails.length;
    const made = await server.fetch(
      '/api/v1/partner/bookings',
      json(rk, { ...bookingBody(car.id, 11), email: 'guest@example.com', name: 'Guest Name' }),
    );
    expect(made.status).toBe(201);
    await expect.poll(() => smtp.mails.slice(mark).some((m) => m.to.includes('guest@example.com')), { timeout: 10_000 }).toBe(true);
    const mail = smtp.mails.slice(mark).find((m) => m.to.includes('guest@example.com'))!;
    expect(mail.text).toContain('made in your name by our partner Hotel Sayaji desk');
    expect(mail.text).toContain('cancel it with the reason "Not made by me"');
    const operator = () => smtp.mails.slice(mark).find((m) => m.subject.startsWith('New booking') && m.text.includes('Guest Name'));
    await expect.poll(() => Boolean(operator()), { timeout: 10_000 }).toBe(true);
    expect(operator()!.text).toContain('Made by the partner: Hotel Sayaji desk');
  });
});

describe('ledger.csv (finding 5)', () => {
  it('is never cached', async () => {
    const res = await server.fetch('/api/v1/admin/ledger.csv', { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('PRIVATE_DIR (finding 2)', () => {
  it('refuses to start with private files inside UPLOAD_DIR, where express.static would serve them', async () => {
    const { loadConfig } = await import('../src/config.js');
    const base = { JWT_SECRET: 'x', UPLOAD_DIR: '/tmp/h28-up' };
    expect(() => loadConfig({ ...base, PRIVATE_DIR: '/tmp/h28-up/private' })).toThrow(/must not be inside UPLOAD_DIR/);
    expect(() => loadConfig({ ...base, PRIVATE_DIR: '/tmp/h28-up' })).toThrow(/must not be inside UPLOAD_DIR/);
    expect(loadConfig({ ...base, PRIVATE_DIR: '/tmp/h28-private' }).privateDir).toBe('/tmp/h28-private');
  });
});
