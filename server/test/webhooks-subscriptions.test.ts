import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/helpers.js';
import { adminToken, bookingBody, createCar, createCustomer, json, type Customer } from './support/booking-fixtures.js';
import { sql } from './support/account-fixtures.js';

// Issue 23: which events have a webhook subscriber is remembered by each process (no lookup per booking), and an
// endpoint registered on one process is heard by every other at once (WEBHOOKS_CHANGED over LISTEN/NOTIFY).
let first: TestServer;
let second: TestServer;
let customer: Customer;
let carId: string;

beforeAll(async () => {
  first = await startTestServer({ WEBHOOK_ALLOW_PRIVATE: 'true' });
  second = await startTestServer({ DATABASE_URL: first.databaseUrl, WEBHOOK_ALLOW_PRIVATE: 'true' });
  customer = await createCustomer(first);
  carId = (await createCar(first)).id;
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const eventsOf = async (bookingId: string) =>
  sql<{ n: number }>(first, `select count(*)::int as n from outbox where kind = 'webhook.event' and payload->>'bookingId' = ?`, [
    bookingId,
  ]);

async function bookOn(server: TestServer, startDay: number): Promise<string> {
  const res = await server.fetch('/api/v1/bookingsnew/book', json(customer.token, bookingBody(carId, startDay)));
  expect(res.status).toBe(201);
  return ((await res.json()) as { booking: { _id: string } }).booking._id;
}

it('an endpoint registered on one process gets the booking.created events of every other from the next booking on', async () => {
  // The second process books with no subscriber: it remembers that nobody listens to booking.created.
  expect(await eventsOf(await bookOn(second, 3))).toEqual([{ n: 0 }]);
  const heard = second.app.services.pubsub.subscribe('WEBHOOKS_CHANGED')[Symbol.asyncIterator]();
  const next = heard.next();
  const registered = await first.fetch(
    '/api/v1/admin/webhooks',
    json(adminToken(first), { url: 'http://127.0.0.1:9/hook', events: ['booking.created'] }),
  );
  expect(registered.status).toBe(201);
  await next;
  await heard.return?.();
  expect(await eventsOf(await bookOn(second, 6))).toEqual([{ n: 1 }]);
});
