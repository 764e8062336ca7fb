import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, bookingWorld, cityDate, json, type BookingWorld, type Customer } from './support/booking-fixtures.js';
import { subscribe, type LiveSubscription } from './support/live-client.js';

const NOTIFICATION_ADDED = 'subscription { notificationAdded { id message read createdAt } }';
const BOOKING_CHANGED = 'subscription { bookingChanged { kind bookingId pendingCount booking { id status name car { id name } } } }';
type Added = { notificationAdded: { id: string; message: string; read: boolean } };
type Changed = {
  bookingChanged: {
    kind: string;
    bookingId: string;
    pendingCount: number;
    booking: { id: string; status: string; name: string; car: { name: string } };
  };
};

let { server, asha, ravi, admin, car } = {} as BookingWorld;
const open: LiveSubscription<unknown>[] = [];
const live = async <T>(query: string, token?: string) => {
  const sub = await subscribe<T>(server.url, query, token);
  open.push(sub as LiveSubscription<unknown>);
  return sub;
};

beforeAll(async () => {
  ({ server, asha, ravi, admin, car } = await bookingWorld());
});
afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
  await server?.close();
});

const book = async (who: Customer, startDay: number) => {
  const res = await server.fetch('/api/v1/bookingsnew/book', json(who.token, bookingBody(car.id, startDay, { name: who.name })));
  expect(res.status).toBe(201);
  return ((await res.json()) as { booking: { _id: string } }).booking._id;
};
const decide = (id: string, status: string) => server.fetch(`/api/v1/bookingsnew/status/${id}`, json(admin, { status }, 'PUT'));

describe('notificationAdded', () => {
  it("reaches the customer within a second of the admin's accept, and never another customer", async () => {
    const ashas = await live<Added>(NOTIFICATION_ADDED, asha.token);
    const ravis = await live<Added>(NOTIFICATION_ADDED, ravi.token);
    const id = await book(asha, 4);
    expect((await ashas.next()).notificationAdded.message).toMatch(/is Pending approval\.$/);
    const started = Date.now();
    expect((await decide(id, 'Accepted')).status).toBe(200);
    const event = await ashas.next(1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(event.notificationAdded).toMatchObject({
      message: `Your booking for Fortuner on ${cityDate(4)} has been Accepted.`,
      read: false,
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(ravis.events).toEqual([]);
    expect(ashas.events).toHaveLength(2);
  });

  it("delivers the customer's own cancellation and new booking too", async () => {
    const ravis = await live<Added>(NOTIFICATION_ADDED, ravi.token);
    const id = await book(ravi, 8);
    expect((await ravis.next()).notificationAdded.message).toMatch(/is Pending approval\.$/);
    await server.fetch(`/api/v1/bookingsnew/cancel/${id}`, json(ravi.token, { reason: 'Plans changed' }, 'PUT'));
    expect((await ravis.next()).notificationAdded.message).toMatch(/has been Canceled\.$/);
  });

  it('refuses a socket without a customer token', async () => {
    const anonymous = await live<Added>(NOTIFICATION_ADDED);
    expect((await anonymous.failed())[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    const asAdmin = await live<Added>(NOTIFICATION_ADDED, admin);
    expect((await asAdmin.failed())[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });
});

describe('bookingChanged', () => {
  it('tells admins about a new booking and a decision, with the Pending count', async () => {
    const admins = await live<Changed>(BOOKING_CHANGED, admin);
    const pendingBefore = await server.app.services.bookings.pendingCount(server.orm.em.fork());
    const id = await book(asha, 12);
    const about = (e: Changed) => e.bookingChanged.bookingId === id;
    const created = (await admins.next(1000, about)).bookingChanged;
    expect(created).toMatchObject({
      kind: 'created',
      bookingId: id,
      pendingCount: pendingBefore + 1,
      booking: { id, status: 'Pending', name: 'Asha Verma', car: { name: 'Fortuner' } },
    });
    await decide(id, 'Rejected');
    expect((await admins.next(1000, about)).bookingChanged).toMatchObject({
      kind: 'updated',
      bookingId: id,
      pendingCount: pendingBefore,
      booking: { status: 'Rejected' },
    });
  });

  it('cannot be subscribed with a customer token or without one', async () => {
    const customer = await live<Changed>(BOOKING_CHANGED, asha.token);
    expect((await customer.failed())[0]).toMatchObject({ message: 'Admin access required.', extensions: { code: 'FORBIDDEN' } });
    const anonymous = await live<Changed>(BOOKING_CHANGED);
    expect((await anonymous.failed())[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    await book(asha, 16);
    await new Promise((r) => setTimeout(r, 300));
    expect(customer.events).toEqual([]);
  });
});
