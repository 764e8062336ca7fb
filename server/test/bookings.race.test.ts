import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/helpers.js';
import { bookingBody, createCar, createCustomer, json } from './support/booking-fixtures.js';
import { Role } from '../src/modules/common/enums.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const carsNow = async (query = '') => (await (await server.fetch(`/api/v1/cars${query}`)).json()) as { _id: string; isBooked: boolean }[];
const periodQuery = (startDay: number) => {
  const b = bookingBody('', startDay);
  return `?pickupDate=${b.pickupDate}&pickupTime=${b.pickupTime}&dropDate=${b.dropDate}&dropTime=${b.dropTime}`;
};

async function pendingBookings(carId: string, count: number, startDay: number): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const customer = await createCustomer(server, `Customer ${i}`);
      // Each starts a few hours after the previous one: all of them overlap.
      const res = await server.fetch(
        '/api/v1/bookingsnew/book',
        json(customer.token, bookingBody(carId, startDay, { pickupTime: `${10 + i}:00` })),
      );
      expect(res.status).toBe(201);
      return ((await res.json()) as { booking: { _id: string } }).booking._id;
    }),
  );
}

describe('several admins accepting overlapping bookings of one car at the same moment', () => {
  for (const round of [1, 2, 3]) {
    it(`round ${round}: exactly one succeeds, the rest get 409, and isBooked flips for that period`, async () => {
      const car = await createCar(server, `Thar ${round}`);
      const ids = await pendingBookings(car.id, 6, 5 * round);
      expect((await carsNow()).find((c) => c._id === car.id)?.isBooked).toBe(false);

      const responses = await Promise.all(
        ids.map((id, i) =>
          server.fetch(
            `/api/v1/bookingsnew/status/${id}`,
            json(server.tokenFor(`00000000-0000-4000-8000-00000000a00${i}`, Role.Admin), { status: 'Accepted' }, 'PUT'),
          ),
        ),
      );
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
      for (const res of responses.filter((r) => r.status === 409)) {
        expect(await res.json()).toEqual({ message: 'This car is already booked for those dates.' });
      }
      const accepted = await server.orm.em
        .fork()
        .getConnection()
        .execute(`select count(*)::int as n from bookings where car_id = ? and status = 'Accepted'`, [car.id]);
      expect(accepted[0].n).toBe(1);
      expect((await carsNow(periodQuery(5 * round))).find((c) => c._id === car.id)?.isBooked).toBe(true);
      // The booking is in the future: the car stays available today.
      expect((await carsNow()).find((c) => c._id === car.id)?.isBooked).toBe(false);
    });
  }

  it('a customer cancelling while an admin accepts always ends Canceled, never Accepted', async () => {
    const car = await createCar(server, 'Verna');
    const customer = await createCustomer(server);
    const res = await server.fetch('/api/v1/bookingsnew/book', json(customer.token, bookingBody(car.id, 30)));
    const id = ((await res.json()) as { booking: { _id: string } }).booking._id;
    const [accept, cancel] = await Promise.all([
      server.fetch(
        `/api/v1/bookingsnew/status/${id}`,
        json(server.tokenFor('00000000-0000-4000-8000-00000000a001', Role.Admin), { status: 'Accepted' }, 'PUT'),
      ),
      server.fetch(`/api/v1/bookingsnew/cancel/${id}`, json(customer.token, { reason: 'Changed my mind' }, 'PUT')),
    ]);
    expect(cancel.status).toBe(200);
    expect([200, 409]).toContain(accept.status);
    const [row] = await server.orm.em.fork().getConnection().execute('select status from bookings where id = ?', [id]);
    expect(row.status).toBe('Canceled');
    expect((await carsNow()).find((c) => c._id === car.id)?.isBooked).toBe(false);
  });
});
