import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedBooking, bookingBody, bookingWorld, createCustomer, type BookingWorld } from './support/booking-fixtures.js';
import { sql } from './support/account-fixtures.js';

// Issue 33: a booking's Idempotency-Key is kept by the booking's own statement (bookings/booking-key.ts), and a retry
// answers the kept booking as it stands now, over REST and GraphQL.
let world: BookingWorld;
let day = 20;

beforeAll(async () => {
  world = await bookingWorld('Creta', { UPI_VPA: 'indoredrive@okhdfc' });
});
afterAll(async () => {
  await world?.server.close();
});

const headers = (token: string, key: string) => ({
  'content-type': 'application/json',
  authorization: `Bearer ${token}`,
  'idempotency-key': key,
});
const book = (token: string, body: unknown, key: string) =>
  world.server.fetch('/api/v1/bookingsnew/book', { method: 'POST', headers: headers(token, key), body: JSON.stringify(body) });
const gql = (token: string, query: string, variables: Record<string, unknown>, key: string) =>
  world.server.fetch('/graphql', { method: 'POST', headers: headers(token, key), body: JSON.stringify({ query, variables }) });

const bookingsOf = async (userId: string) => (await sql(world.server, 'select id from bookings where user_id = ?', [userId])).length;
const accept = (id: string) => world.server.gql(`mutation { setBookingStatus(id: "${id}", status: Accepted) { id } }`, {}, world.admin);
const nextBody = () => {
  day += 3;
  return bookingBody(world.car.id, day);
};

type Booked = { message: string; booking: { _id: string; status: string } };

describe('a booking retried under its Idempotency-Key, over REST', () => {
  it('answers the kept booking as it stands now: 201, Idempotent-Replayed, and one booking', async () => {
    const customer = await createCustomer(world.server);
    const [key, body] = [randomUUID(), nextBody()];
    const first = await book(customer.token, body, key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const { booking } = (await first.json()) as Booked;
    expect(booking.status).toBe('Pending');
    await accept(booking._id);
    const again = await book(customer.token, body, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const replayed = (await again.json()) as Booked;
    expect(replayed).toMatchObject({
      message: 'Booking submitted. Waiting for admin approval.',
      booking: { _id: booking._id, status: 'Accepted' },
    });
    expect(await bookingsOf(customer.id)).toBe(1);
  });

  it('books once for five requests sent at once under one key, and every answer is that booking', async () => {
    const customer = await createCustomer(world.server);
    const [key, body] = [randomUUID(), nextBody()];
    const answers = await Promise.all(Array.from({ length: 5 }, () => book(customer.token, body, key)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = await Promise.all(answers.map(async (a) => ((await a.json()) as Booked).booking._id));
    expect(new Set(ids).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(4);
    expect(await bookingsOf(customer.id)).toBe(1);
  });

  it('answers the kept booking when the retry would now be refused before its statement (its pick-up has passed)', async () => {
    const customer = await createCustomer(world.server);
    const [key, body] = [randomUUID(), nextBody()];
    const { booking } = (await (await book(customer.token, body, key)).json()) as Booked;
    world.server.clock.advance(60 * 86_400_000);
    try {
      expect((await book(customer.token, body, randomUUID())).status).toBe(400);
      const again = await book(customer.token, body, key);
      expect(again.status).toBe(201);
      expect(((await again.json()) as Booked).booking._id).toBe(booking._id);
    } finally {
      world.server.clock.reset();
    }
    expect(await bookingsOf(customer.id)).toBe(1);
  });

  it("is one request's key: a booking's key on a UPI claim, and a claim's key on a booking, answer 422", async () => {
    day += 3;
    const { customer, id } = await acceptedBooking(world.server, world.car.id, day);
    const claim = (key: string, utr: string) =>
      world.server.fetch(`/api/v1/bookingsnew/${id}/payments/upi-claim`, {
        method: 'POST',
        headers: headers(customer.token, key),
        body: JSON.stringify({ purpose: 'ADVANCE', utr }),
      });
    const bookingKey = randomUUID();
    expect((await book(customer.token, nextBody(), bookingKey)).status).toBe(201);
    expect((await claim(bookingKey, '900055556666')).status).toBe(422);
    const claimKey = randomUUID();
    expect((await claim(claimKey, '900055557777')).status).toBe(201);
    const refused = await book(customer.token, nextBody(), claimKey);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toContain('different request');
    expect(await bookingsOf(customer.id)).toBe(2);
  });

  it("refuses with 409 and books nothing when the key is taken meanwhile outside the owner's lock (its primary key guards)", async () => {
    const customer = await createCustomer(world.server);
    const key = randomUUID();
    let answer: Promise<Response> | null = null;
    await world.server.orm.em.fork().transactional(async (tx) => {
      // A payment's answer under the same key, not yet committed: the booking's snapshot cannot see it (seen, it
      // would be another request's, a 422), so the booking's own key row meets it at the primary key.
      await tx.execute(
        `insert into idempotency_keys (caller, key, request_hash, status, expires_at) values (?, ?, 'x', 201, now() + interval '1 hour')`,
        [`CUSTOMER:${customer.id}`, key],
      );
      answer = book(customer.token, nextBody(), key);
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    const refused = await answer!;
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: 'A request with this Idempotency-Key is still being handled; try again in a moment.' });
    expect(await bookingsOf(customer.id)).toBe(0);
  });

  it('books again under a key past its 24 hours, and the key then names the new booking', async () => {
    const customer = await createCustomer(world.server);
    const [key, body] = [randomUUID(), nextBody()];
    const first = (await (await book(customer.token, body, key)).json()) as Booked;
    await sql(world.server, `update idempotency_keys set expires_at = now() - interval '1 minute' where key = ?`, [key]);
    const again = await book(customer.token, body, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    const second = (await again.json()) as Booked;
    expect(second.booking._id).not.toBe(first.booking._id);
    expect(await sql(world.server, 'select booking_id from idempotency_keys where key = ?', [key])).toEqual([
      { booking_id: second.booking._id },
    ]);
  });
});

describe('createBooking retried under its Idempotency-Key, over GraphQL', () => {
  const CREATE = 'mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id status amount car { name } } }';
  type Created = { data: { createBooking: { id: string; status: string; amount: number; car: { name: string } } } };

  it('resolves the kept booking, as it stands now, with the selection asked', async () => {
    const customer = await createCustomer(world.server);
    const [key, input] = [randomUUID(), nextBody()];
    const first = (await (await gql(customer.token, CREATE, { input }, key)).json()) as Created;
    expect(first.data.createBooking).toMatchObject({ status: 'Pending', car: { name: 'Creta' } });
    await accept(first.data.createBooking.id);
    const again = await gql(customer.token, CREATE, { input }, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual({ data: { createBooking: { ...first.data.createBooking, status: 'Accepted' } } });
    expect(await bookingsOf(customer.id)).toBe(1);
  });

  it('books once for five at once, and answers 422 for other variables under the key', async () => {
    const customer = await createCustomer(world.server);
    const [key, input] = [randomUUID(), nextBody()];
    const answers = await Promise.all(Array.from({ length: 5 }, () => gql(customer.token, CREATE, { input }, key)));
    const ids = await Promise.all(answers.map(async (a) => ((await a.json()) as Created).data.createBooking.id));
    expect(new Set(ids).size).toBe(1);
    expect(await bookingsOf(customer.id)).toBe(1);
    const other = await gql(customer.token, CREATE, { input: nextBody() }, key);
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({
      errors: [
        {
          message: 'This Idempotency-Key was already used for a different request; use a new key for a new request.',
          extensions: { code: 'UNPROCESSABLE' },
        },
      ],
    });
    expect(await bookingsOf(customer.id)).toBe(1);
  });
});

describe("a partner's booking retried under its Idempotency-Key", () => {
  const partnerBody = (email: string) => ({ ...nextBody(), email, name: 'Meera Shah', phone: '9812345678' });
  const partnerKey = async () => {
    const res = await world.server.fetch('/api/v1/admin/api-keys', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${world.admin}` },
      body: JSON.stringify({ name: 'Hotel desk', scopes: ['bookings:write'] }),
    });
    return ((await res.json()) as { key: string }).key;
  };
  const accountsOf = async (email: string) => (await sql(world.server, 'select id from users where email = ?', [email])).length;

  it('answers the kept booking over REST and GraphQL; another body under the key is a 422 that creates no account', async () => {
    const apiKey = await partnerKey();
    const [key, body] = [randomUUID(), partnerBody('kept@example.com')];
    const send = (b: unknown, k: string) =>
      world.server.fetch('/api/v1/partner/bookings', { method: 'POST', headers: headers(apiKey, k), body: JSON.stringify(b) });
    const first = await send(body, key);
    expect(first.status).toBe(201);
    const { booking } = (await first.json()) as Booked;
    const again = await send(body, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as Booked & { booking: { email: string } }).booking).toMatchObject({
      _id: booking._id,
      email: 'kept@example.com',
    });
    const other = await send(partnerBody('other@example.com'), key);
    expect(other.status).toBe(422);
    expect(await accountsOf('other@example.com')).toBe(0);

    const CREATE = 'mutation ($input: PartnerBookingInput!) { createPartnerBooking(input: $input) { id email } }';
    const [gqlKey, input] = [randomUUID(), partnerBody('kept@example.com')];
    const made = await Promise.all(Array.from({ length: 3 }, () => gql(apiKey, CREATE, { input }, gqlKey)));
    const ids = await Promise.all(
      made.map(async (r) => ((await r.json()) as { data: { createPartnerBooking: { id: string } } }).data.createPartnerBooking.id),
    );
    expect(new Set(ids).size).toBe(1);
    const [{ n }] = await sql<{ n: number }>(
      world.server,
      `select count(*)::int as n from bookings b join users u on u.id = b.user_id where u.email = 'kept@example.com'`,
    );
    expect(n).toBe(2);
  });
});
