import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingInput, bookingWorld, cityDate, json, type BookingWorld, type Customer } from './support/booking-fixtures.js';
import { BookingStatus } from '../src/modules/common/enums.js';

type RestNotification = { _id: string; message: string; read: boolean; createdAt: string };

let { server, asha, ravi, admin, car } = {} as BookingWorld;

beforeAll(async () => {
  ({ server, asha, ravi, admin, car } = await bookingWorld());
});
afterAll(async () => {
  await server?.close();
});

const bearer = (c: Customer) => ({ headers: { authorization: `Bearer ${c.token}` } });
const listOf = async (c: Customer) => (await (await server.fetch('/api/v1/notifications/user', bearer(c))).json()) as RestNotification[];

/** A booking for `who`, accepted by an admin: two notifications (Pending, then Accepted). */
async function bookAndAccept(who: Customer, startDay: number) {
  const { bookings } = server.app.services;
  const booking = await bookings.create(server.orm.em.fork(), who.id, bookingInput(car.id, startDay));
  await bookings.setStatus(server.orm.em.fork(), booking.id, BookingStatus.Accepted);
  return booking;
}

describe('REST notifications', () => {
  it('GET /api/v1/notifications/user answers an array of the own notifications, newest first', async () => {
    await bookAndAccept(asha, 5);
    const list = await listOf(asha);
    expect(list.map((n) => n.message)).toEqual([
      `Your booking for Fortuner on ${cityDate(5)} has been Accepted.`,
      `Your booking for Fortuner on ${cityDate(5)} is Pending approval.`,
    ]);
    expect(list[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      message: expect.any(String),
      read: false,
      createdAt: expect.any(String),
    });
    expect(await listOf(ravi)).toEqual([]);
  });

  it('PUT /api/v1/notifications/mark-all-read with an empty body marks them all read', async () => {
    const res = await server.fetch('/api/v1/notifications/mark-all-read', { method: 'PUT', ...bearer(asha) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: 'All notifications marked as read.', updated: 2 });
    expect((await listOf(asha)).every((n) => n.read)).toBe(true);
  });

  it("DELETE /api/v1/notifications/{id} deletes one's own, 403 for someone else's, 404 for an unknown one", async () => {
    const [first] = await listOf(asha);
    expect((await server.fetch(`/api/v1/notifications/${first._id}`, { method: 'DELETE', ...bearer(ravi) })).status).toBe(403);
    const res = await server.fetch(`/api/v1/notifications/${first._id}`, { method: 'DELETE', ...bearer(asha) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Notification deleted.' });
    expect((await listOf(asha)).map((n) => n._id)).not.toContain(first._id);
    expect((await server.fetch(`/api/v1/notifications/${first._id}`, { method: 'DELETE', ...bearer(asha) })).status).toBe(404);
    expect((await server.fetch('/api/v1/notifications/not-an-id', { method: 'DELETE', ...bearer(asha) })).status).toBe(404);
  });

  it('DELETE /api/v1/notifications/clear-all clears only the own notifications (not read as an id)', async () => {
    await bookAndAccept(ravi, 9);
    const res = await server.fetch('/api/v1/notifications/clear-all', { method: 'DELETE', ...bearer(asha) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: 'All notifications cleared.', deleted: 1 });
    expect(await listOf(asha)).toEqual([]);
    expect(await listOf(ravi)).toHaveLength(2);
  });

  it('every route answers 401 without a token and 403 to an admin', async () => {
    for (const [method, path] of [
      ['GET', '/user'],
      ['PUT', '/mark-all-read'],
      ['DELETE', '/clear-all'],
      ['DELETE', '/00000000-0000-4000-8000-000000000000'],
    ]) {
      expect((await server.fetch(`/api/v1/notifications${path}`, { method })).status, `${method} ${path}`).toBe(401);
      expect((await server.fetch(`/api/v1/notifications${path}`, json(admin, undefined, method))).status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('GraphQL notifications', () => {
  it('myNotifications, markAllNotificationsRead, deleteNotification and clearNotifications act on the own list only', async () => {
    await bookAndAccept(asha, 13);
    type List = { myNotifications: { id: string; message: string; read: boolean; createdAt: string }[] };
    const mine = (await server.gql<List>('{ myNotifications { id message read createdAt } }', {}, asha.token)).data!.myNotifications;
    expect(mine.map((n) => n.message)).toEqual([
      `Your booking for Fortuner on ${cityDate(13)} has been Accepted.`,
      `Your booking for Fortuner on ${cityDate(13)} is Pending approval.`,
    ]);
    expect((await server.gql('mutation { markAllNotificationsRead }', {}, asha.token)).data).toEqual({ markAllNotificationsRead: 2 });
    const denied = await server.gql('mutation ($id: ID!) { deleteNotification(id: $id) }', { id: mine[0].id }, ravi.token);
    expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await server.gql('mutation ($id: ID!) { deleteNotification(id: $id) }', { id: mine[0].id }, asha.token)).data).toEqual({
      deleteNotification: mine[0].id,
    });
    expect((await server.gql('mutation { clearNotifications }', {}, asha.token)).data).toEqual({ clearNotifications: 1 });
    expect((await server.gql<List>('{ myNotifications { id } }', {}, ravi.token)).data!.myNotifications).toHaveLength(2);
    expect((await server.gql('{ myNotifications { id } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
