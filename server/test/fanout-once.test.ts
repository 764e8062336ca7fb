import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/helpers.js';
import { subscribe, type LiveSubscription } from './support/live-client.js';
import { adminToken, bookingBody, createCar, createCustomer, json } from './support/booking-fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Counts the SQL statements the server runs that read `table`, while `work` runs. */
async function readsOf(table: RegExp, work: () => Promise<void>): Promise<number> {
  const connection = server.orm.em.getConnection() as unknown as { execute: (...args: unknown[]) => Promise<unknown> };
  const original = connection.execute;
  let reads = 0;
  connection.execute = function (this: unknown, ...args: unknown[]) {
    const sql = String((args[0] as { sql?: string })?.sql ?? args[0]);
    if (/^\s*select/i.test(sql) && table.test(sql)) reads += 1;
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    connection.execute = original;
  }
  return reads;
}

describe('subscription fan-out loads each event once per process, not once per socket', () => {
  it('ten sockets of one customer: the new notification is read once; ten admin sockets: the Pending count is read once', async () => {
    const customer = await createCustomer(server);
    const car = await createCar(server);
    const mine = await Promise.all(
      Array.from({ length: 10 }, () =>
        subscribe<{ notificationAdded: { message: string } }>(server.url, 'subscription { notificationAdded { message } }', customer.token),
      ),
    );
    // Admin tokens name a live admin: create it before the sockets connect.
    const admin = adminToken(server);
    await server.ready();
    const admins = await Promise.all(
      Array.from({ length: 10 }, () =>
        subscribe<{ bookingChanged: { bookingId: string } }>(
          server.url,
          'subscription { bookingChanged { bookingId booking { id status } } }',
          admin,
        ),
      ),
    );
    const subs = [...mine, ...admins] as LiveSubscription<unknown>[];
    try {
      let notificationReads = 0;
      // The admins' Pending count: other work (the outbox, the catalogue) may read bookings meanwhile, never this.
      const pendingCounts = await readsOf(/count\(\*\)[\s\S]*"bookings"/i, async () => {
        notificationReads = await readsOf(/"notifications"/i, async () => {
          expect((await server.fetch('/api/v1/bookingsnew/book', json(customer.token, bookingBody(car.id)))).status).toBe(201);
          for (const s of mine) expect((await s.next(5000)).notificationAdded.message).toMatch(/Pending/);
          for (const s of admins) await s.next(5000);
        });
      });
      expect(notificationReads).toBe(1);
      expect(pendingCounts).toBe(1);
    } finally {
      await Promise.all(subs.map((s) => s.close()));
    }
  });
});
