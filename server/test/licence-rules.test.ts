import { readdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  bookingBody,
  bookingWorld,
  cityDate,
  createCustomer,
  json,
  verifiedDocuments,
  type BookingWorld,
  type Customer,
} from './support/booking-fixtures.js';
import { addDays, sql, tinyPng } from './support/account-fixtures.js';
import { addYears } from '../src/modules/documents/document-rules.js';
import { sayDate } from '../src/modules/common/language.js';

// Issue 32: SPEC's licence rules (21 or older, a licence at least a year old, valid through drop-off) are judged at
// upload and at booking, with the day from which the customer can rent, not first beside the advance request.
let { server, car } = {} as BookingWorld;
const png = tinyPng();

beforeAll(async () => {
  ({ server, car } = await bookingWorld());
});
afterEach(() => server.clock.reset());
afterAll(async () => {
  await server?.close();
});

const UPLOAD = `mutation($input: UploadDocumentInput!) { uploadDocument(input: $input) { id status } }`;
async function uploadLicence(who: Customer, dates: { dateOfBirth: string; issuedOn: string; expiresOn: string }) {
  const input = { kind: 'DRIVING_LICENCE', number: 'MP09 20190012345', ...dates, front: null, back: null };
  const { body } = await server.gqlFiles<{ uploadDocument: { id: string; status: string } }>(
    UPLOAD,
    { input },
    { 'input.front': png, 'input.back': png },
    who.token,
  );
  return body;
}
const documentsOf = (who: Customer) => sql(server, 'select 1 from documents where owner_id = ?', [who.id]);
const bookingsOf = (who: Customer) => sql(server, 'select 1 from bookings where user_id = ?', [who.id]);
const book = async (who: Customer, startDay: number) => {
  const res = await server.fetch('/api/v1/bookingsnew/book', json(who.token, bookingBody(car.id, startDay)));
  return { status: res.status, body: (await res.json()) as { message: string; booking?: { _id: string } } };
};

describe('a licence is judged at upload (the city day is today)', () => {
  it('refuses a holder under 21 today, saying from which day they can rent; accepts the same licence on the 21st birthday', async () => {
    const c = await createCustomer(server, 'Young Holder');
    const dates = { dateOfBirth: '2006-03-12', issuedOn: '2024-05-02', expiresOn: '2044-05-01' };
    server.clock.set(new Date('2027-03-11T06:00:00Z'));
    const files = readdirSync(server.config.privateDir).length;
    const refused = await uploadLicence(c, dates);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'You must be 21 or older to rent: by this licence you can rent from 12 Mar 2027.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await documentsOf(c)).toEqual([]);
    expect(readdirSync(server.config.privateDir)).toHaveLength(files);
    server.clock.advance(86_400_000);
    const accepted = await uploadLicence(c, dates);
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.uploadDocument.status).toBe('PENDING');
  });

  it('refuses a licence issued 8 months ago, saying from which day it can be used, and keeps nothing', async () => {
    const c = await createCustomer(server, 'New Licence');
    server.clock.set(new Date('2026-11-27T06:00:00Z'));
    const files = readdirSync(server.config.privateDir).length;
    const refused = await uploadLicence(c, { dateOfBirth: '1998-07-20', issuedOn: '2026-03-27', expiresOn: '2046-03-26' });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Your licence must be at least 1 year old to rent: this one can be used from 27 Mar 2027.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await documentsOf(c)).toEqual([]);
    expect(readdirSync(server.config.privateDir)).toHaveLength(files);
  });

  it('accepts a licence a year old today, of a holder 21 today (the boundary day), and refuses it the day before', async () => {
    const c = await createCustomer(server, 'Boundary Holder');
    const dates = { dateOfBirth: '2006-03-27', issuedOn: '2026-03-27', expiresOn: '2046-03-26' };
    server.clock.set(new Date('2027-03-26T18:00:00Z')); // 23:30 in Indore, 26 March
    expect((await uploadLicence(c, dates)).errors?.[0]?.message).toBe(
      'You must be 21 or older to rent: by this licence you can rent from 27 Mar 2027. ' +
        'Your licence must be at least 1 year old to rent: this one can be used from 27 Mar 2027.',
    );
    server.clock.advance(3_600_000); // 00:30 in Indore, 27 March
    expect((await uploadLicence(c, dates)).errors).toBeUndefined();
    expect(await documentsOf(c)).toHaveLength(1);
  });
});

describe('a booking is judged against the licence on file (not rejected)', () => {
  it('refuses a pick-up before the licence on file is a year old, naming the day, and books from that day', async () => {
    const c = await createCustomer(server, 'Early Licence');
    // A licence on file from before the upload rule: issued a year before day 10 from now.
    const issuedOn = addYears(cityDate(10), -1);
    await verifiedDocuments(server, c.id, { issuedOn });
    const refused = await book(c, 9);
    expect(refused).toEqual({
      status: 400,
      body: {
        message: `Your licence must be at least 1 year old on the pick-up day: it can be used from ${sayDate('en', addYears(issuedOn, 1))}.`,
      },
    });
    expect(await bookingsOf(c)).toEqual([]);
    expect((await book(c, 10)).status).toBe(201);
  });

  it('refuses a pick-up before the 21st birthday over GraphQL too, and books from the birthday', async () => {
    const c = await createCustomer(server, 'Young Driver');
    const dateOfBirth = addYears(cityDate(12), -21);
    await verifiedDocuments(server, c.id, { dateOfBirth });
    const CREATE = 'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id status } }';
    const refused = await server.gql(CREATE, { input: bookingBody(car.id, 11) }, c.token);
    expect(refused.errors?.[0]).toMatchObject({
      message: `You must be 21 or older on the pick-up day: by your licence you can rent from ${sayDate('en', addYears(dateOfBirth, 21))}.`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const booked = await server.gql<{ createBooking: { status: string } }>(CREATE, { input: bookingBody(car.id, 12) }, c.token);
    expect(booked.errors).toBeUndefined();
    expect(booked.data!.createBooking.status).toBe('Pending');
  });

  it('refuses a booking, or a move, that drops off after an uploaded licence (still Pending) expires', async () => {
    const c = await createCustomer(server, 'Expiring Licence');
    const expiresOn = cityDate(20);
    expect((await uploadLicence(c, { dateOfBirth: '1990-05-01', issuedOn: '2010-05-21', expiresOn })).errors).toBeUndefined();
    const expiry = `Your licence expires on ${sayDate('en', expiresOn)}, before the drop-off: upload your renewed licence to book these dates.`;
    expect(await book(c, 19)).toEqual({ status: 400, body: { message: expiry } });
    const made = await book(c, 18); // drops off on the expiry day
    expect(made.status).toBe(201);
    const move = { pickupDate: cityDate(19), pickupTime: '10:00', dropDate: cityDate(21), dropTime: '10:00' };
    const res = await server.fetch(`/api/v1/bookingsnew/reschedule/${made.body.booking!._id}`, json(c.token, move, 'PUT'));
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 400, body: { message: expiry } });
    const [kept] = await sql<{ pickup_date: string }>(server, `select pickup_date::text from bookings where id = ?`, [
      made.body.booking!._id,
    ]);
    expect(kept!.pickup_date).toBe(cityDate(18));
  });

  it("refuses a partner's booking for a customer whose licence on file cannot rent then", async () => {
    const c = await createCustomer(server, 'Partner Customer');
    await verifiedDocuments(server, c.id, { expiresOn: cityDate(6) });
    const [{ email }] = await sql<{ email: string }>(server, 'select email from users where id = ?', [c.id]);
    const keyRes = await server.fetch(
      '/api/v1/admin/api-keys',
      json(adminToken(server), { name: 'Hotel desk', scopes: ['bookings:write'] }),
    );
    const { key } = (await keyRes.json()) as { key: string };
    const res = await server.fetch('/api/v1/partner/bookings', json(key, { ...bookingBody(car.id, 5), email, phone: '9812345678' }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/^Your licence expires on .*, before the drop-off/);
    expect(await bookingsOf(c)).toEqual([]);
  });

  it('lets a customer without documents book (they are asked for later), and one whose licence was rejected', async () => {
    const none = await createCustomer(server, 'No Papers Yet');
    expect((await book(none, 3)).status).toBe(201);
    const rejected = await createCustomer(server, 'Rejected Licence');
    await verifiedDocuments(server, rejected.id, { issuedOn: addDays(cityDate(0), -30) });
    await sql(server, `update documents set status = 'REJECTED' where owner_id = ? and kind = 'DRIVING_LICENCE'`, [rejected.id]);
    expect((await book(rejected, 3)).status).toBe(201);
  });
});
