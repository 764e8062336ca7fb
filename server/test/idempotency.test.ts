import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedBooking, bookingBody, bookingWorld, createCustomer, type BookingWorld } from './support/booking-fixtures.js';

// Issue 29, Deliver 4 (finding 7's retry that booked twice): Idempotency-Key on the operations that create a booking,
// a quick booking, a partner booking, a payment claim or a counter payment, over REST and GraphQL over HTTP.
let world: BookingWorld;
let day = 20;

beforeAll(async () => {
  world = await bookingWorld('Creta', { UPI_VPA: 'indoredrive@okhdfc' });
});
afterAll(async () => {
  await world?.server.close();
});

const book = (token: string, body: unknown, key?: string) =>
  world.server.fetch('/api/v1/bookingsnew/book', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    body: JSON.stringify(body),
  });

const gql = (token: string, query: string, variables: Record<string, unknown>, key?: string) =>
  world.server.fetch('/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    body: JSON.stringify({ query, variables }),
  });

const count = async (sql: string, params: unknown[]) =>
  (await world.server.orm.em.fork().getConnection().execute<{ n: number }[]>(sql, params))[0].n;
const bookingsOf = (userId: string) => count('select count(*)::int as n from bookings where user_id = ?', [userId]);

const nextBody = () => {
  day += 3;
  return bookingBody(world.car.id, day);
};

describe('Idempotency-Key over REST', () => {
  it('replays the first answer for the same key and body, and books once', async () => {
    const customer = await createCustomer(world.server);
    const key = randomUUID();
    const body = nextBody();
    const first = await book(customer.token, body, key);
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    const again = await book(customer.token, body, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(firstBody);
    expect(await bookingsOf(customer.id)).toBe(1);
    // Without a key, the same request is a new one (and here the car is only Pending, so it books again).
    expect((await book(customer.token, body)).status).toBe(201);
    expect(await bookingsOf(customer.id)).toBe(2);
  });

  it('answers 422 for the same key with another body, 409 while the first still runs', async () => {
    const customer = await createCustomer(world.server);
    const key = randomUUID();
    expect((await book(customer.token, nextBody(), key)).status).toBe(201);
    const other = await book(customer.token, nextBody(), key);
    expect(other.status).toBe(422);
    expect(((await other.json()) as { message: string }).message).toContain('different request');

    const running = randomUUID();
    await world.server.orm.em
      .fork()
      .getConnection()
      .execute(`insert into idempotency_keys (caller, key, request_hash, expires_at) values (?, ?, 'x', now() + interval '1 hour')`, [
        `CUSTOMER:${customer.id}`,
        running,
      ]);
    const busy = await book(customer.token, nextBody(), running);
    expect(busy.status).toBe(409);
    expect(await bookingsOf(customer.id)).toBe(1);
  });

  it('replays a UPI claim over REST: one claim', async () => {
    day += 3;
    const { customer, id } = await acceptedBooking(world.server, world.car.id, day);
    const key = randomUUID();
    const claim = () =>
      world.server.fetch(`/api/v1/bookingsnew/${id}/payments/upi-claim`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}`, 'idempotency-key': key },
        body: JSON.stringify({ purpose: 'ADVANCE', utr: '900033334444' }),
      });
    const first = await claim();
    expect(first.status).toBe(201);
    const again = await claim();
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(await count('select count(*)::int as n from payments where booking_id = ?', [id])).toBe(1);
  });

  it('keeps keys per caller, frees a key whose request failed, and refuses a malformed key', async () => {
    const [asha, ravi] = [world.asha, world.ravi];
    const key = randomUUID();
    const before = [await bookingsOf(asha.id), await bookingsOf(ravi.id)];
    expect((await book(asha.token, nextBody(), key)).status).toBe(201);
    expect((await book(ravi.token, nextBody(), key)).status).toBe(201);
    expect([await bookingsOf(asha.id), await bookingsOf(ravi.id)]).toEqual([before[0] + 1, before[1] + 1]);

    const failing = randomUUID();
    expect((await book(asha.token, { ...nextBody(), dropDate: '2000-01-01' }, failing)).status).toBe(400);
    expect((await book(asha.token, nextBody(), failing)).status).toBe(201);

    expect((await book(asha.token, nextBody(), 'x'.repeat(256))).status).toBe(400);
    expect((await book(asha.token, nextBody(), 'bad key')).status).toBe(400);
  });
});

describe('Idempotency-Key over GraphQL', () => {
  const CREATE = 'mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id paid due refunded } }';

  it('replays createBooking under the same key, 422 with other variables', async () => {
    const customer = await createCustomer(world.server);
    const key = randomUUID();
    const input = nextBody();
    const first = await gql(customer.token, CREATE, { input }, key);
    const firstBody = (await first.json()) as { data: { createBooking: { id: string; paid: number } } };
    expect(firstBody.data.createBooking).toMatchObject({ paid: 0, due: 0, refunded: 0 });
    const again = await gql(customer.token, CREATE, { input }, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(firstBody);
    expect(await bookingsOf(customer.id)).toBe(1);
    const other = await gql(customer.token, CREATE, { input: nextBody() }, key);
    expect(other.status).toBe(422);
    expect(await bookingsOf(customer.id)).toBe(1);
  });

  it('replays a UPI claim and a counter payment: one claim, one payment', async () => {
    day += 3;
    const { customer, id } = await acceptedBooking(world.server, world.car.id, day);
    const claim = 'mutation ($b: ID!) { claimUpiPayment(bookingId: $b, purpose: ADVANCE, utr: "900011112222") { id status } }';
    const key = randomUUID();
    const first = (await (await gql(customer.token, claim, { b: id }, key)).json()) as { data: { claimUpiPayment: { id: string } } };
    const again = (await (await gql(customer.token, claim, { b: id }, key)).json()) as { data: { claimUpiPayment: { id: string } } };
    expect(again.data.claimUpiPayment.id).toBe(first.data.claimUpiPayment.id);
    expect(await count('select count(*)::int as n from payments where booking_id = ?', [id])).toBe(1);
    // Staff reject it, then take cash at the counter: the retried record is one payment.
    await gql(
      world.admin,
      `mutation { confirmPayment(paymentId: "${first.data.claimUpiPayment.id}", accepted: false, note: "Not on the statement") { id } }`,
      {},
    );
    const record =
      'mutation ($b: ID!) { recordPayment(bookingId: $b, purpose: ADVANCE, method: CASH, amount: 100, reference: null) { id } }';
    const counterKey = randomUUID();
    const paid = (await (await gql(world.admin, record, { b: id }, counterKey)).json()) as { data: { recordPayment: { id: string } } };
    const retried = (await (await gql(world.admin, record, { b: id }, counterKey)).json()) as { data: { recordPayment: { id: string } } };
    expect(retried.data.recordPayment.id).toBe(paid.data.recordPayment.id);
    expect(await count(`select count(*)::int as n from ledger_entries where booking_id = ? and kind = 'PAYMENT'`, [id])).toBe(1);
  });

  it('leaves queries and undeclared mutations alone', async () => {
    const res = await gql(world.asha.token, '{ myBookings { id } }', {}, randomUUID());
    expect(res.status).toBe(200);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
  });
});
