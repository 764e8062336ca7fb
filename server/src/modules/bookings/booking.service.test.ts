import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingInput, bookingWorld, cityDate, type BookingWorld, type Customer } from '../../../test/support/booking-fixtures.js';
import { Booking } from './booking.entity.js';
import { Notification } from '../notifications/notification.entity.js';
import { Car } from '../cars/car.entity.js';
import { BookingStatus } from '../common/enums.js';
import { cityNow } from '../common/city-time.js';
import type { BookingService } from './booking.service.js';
import { parseInput } from '../common/parse-input.js';
import { bookingListFilter, requests } from './booking.schemas.js';

let { server, asha, ravi, car } = {} as BookingWorld;
let bookings: BookingService;
const em = () => server.orm.em.fork();
const rows = async () => ({ bookings: await em().count(Booking, {}), notifications: await em().count(Notification, {}) });
const messagesOf = async (c: Customer) =>
  (await em().find(Notification, { user: c.id }, { orderBy: { createdAt: 'asc' } })).map((n) => n.message);

beforeAll(async () => {
  ({ server, asha, ravi, car } = await bookingWorld());
  bookings = server.app.services.bookings;
});
afterAll(async () => {
  await server?.close();
});

/** A new booking of `car`, `startDay` days ahead, its body parsed as the edge parses it (a refusal rejects); each test takes its own days so accepts never collide. */
const book = async (startDay: number, who: Customer = asha, overrides: Record<string, unknown> = {}) =>
  bookings.create(em(), who.id, bookingInput(car.id, startDay, overrides));

describe('creating a booking', () => {
  it('makes a Pending booking with the phone as digits (91 prefixed) and tells the customer it is Pending', async () => {
    const booking = await book(3, asha, { bookFor: undefined, dropDate: cityDate(3), dropTime: '22:00' });
    expect(booking.status).toBe(BookingStatus.Pending);
    expect(booking.phone).toBe('919876543210');
    expect(booking.bookFor).toBe('12 Hours');
    const stored = await em().findOneOrFail(Booking, { id: booking.id });
    expect(stored.pickupTime).toBe('10:00');
    expect(stored.pickupDate).toBe(cityDate(3));
    expect(await messagesOf(asha)).toContain(`Your booking for Fortuner on ${cityDate(3)} is Pending approval.`);
  });

  it('keeps a number that already has its country code', async () => {
    expect((await book(4, asha, { phone: '919876543210' })).phone).toBe('919876543210');
  });

  const refusals: [string, Record<string, unknown>, number, RegExp][] = [
    ['a missing name', { name: '' }, 400, /Name is required/],
    ['a missing phone', { phone: undefined }, 400, /Phone is required/],
    ['a blank licence', { license: '   ' }, 400, /licence is required/],
    ['a missing pick-up date', { pickupDate: undefined }, 400, /Pick-up date is required/],
    ['a missing drop-off time', { dropTime: '' }, 400, /Drop-off time is required/],
    ['a date not written yyyy-MM-dd', { pickupDate: '01/12/2030' }, 400, /yyyy-MM-dd/],
    ['a day that does not exist', { dropDate: '2030-02-30' }, 400, /yyyy-MM-dd/],
    ['a time not written HH:mm', { pickupTime: '10 AM' }, 400, /HH:mm/],
    ['a pick-up in the past', { pickupDate: cityDate(-1) }, 400, /cannot be in the past/],
    ['a drop-off before the pick-up', { dropDate: cityDate(2) }, 400, /drop-off must be after the pick-up/],
    ['a drop-off equal to the pick-up', { dropDate: cityDate(3) }, 400, /drop-off must be after the pick-up/],
    ['a booking longer than 90 days', { dropDate: cityDate(100) }, 400, /at most 90 days/],
    ['an unknown duration', { bookFor: 'Yearly' }, 400, /Book for must be/],
    ['a car id that is not an id', { carId: 'fortuner' }, 400, /choose a car/],
    ['a car that does not exist', { carId: '00000000-0000-4000-8000-000000000000' }, 404, /Car not found/],
    ['a phone that is too short', { phone: '12345' }, 400, /valid phone/],
  ];
  for (const [what, overrides, status, message] of refusals) {
    it(`refuses ${what} with ${status} and writes nothing`, async () => {
      const before = await rows();
      await expect(book(3, asha, overrides)).rejects.toMatchObject({ status, message: expect.stringMatching(message) });
      expect(await rows()).toEqual(before);
    });
  }

  it('answers 404, not 500, when the car is deleted while the booking is being written', async () => {
    const writer = em();
    const gone = writer.create(Car, {
      name: 'Aura',
      price: 1799,
      fuel: 'Petrol',
      seat: 5,
      extrafare: 10,
      cartype: 'Sedan',
      cooling: 'AC',
      selfdrive: 'Self Drive',
      clock: 'Manual',
      location: 'Palasia',
      image: 'x.png',
    });
    await writer.flush();
    const stale = em();
    await stale.findOneOrFail(Car, { id: gone.id }); // the service will find it in this identity map
    await em().nativeDelete(Car, { id: gone.id });
    const before = await rows();
    await expect(bookings.create(stale, asha.id, bookingInput(gone.id, 5))).rejects.toMatchObject({
      status: 404,
      message: 'Car not found.',
    });
    expect(await rows()).toEqual(before);
  });

  it('refuses a customer whose account is gone (401)', async () => {
    await expect(bookings.create(em(), '00000000-0000-4000-8000-0000000000ff', bookingInput(car.id))).rejects.toMatchObject({
      status: 401,
    });
  });
});

describe('admin decisions', () => {
  for (const status of [BookingStatus.Accepted, BookingStatus.Rejected, BookingStatus.Completed] as const) {
    it(`sets ${status} on a Pending booking and notifies the customer in the same transaction`, async () => {
      const day = ({ Accepted: 10, Rejected: 13, Completed: 16 } as Record<string, number>)[status];
      const booking = await book(day, ravi);
      const updated = await bookings.setStatus(em(), booking.id, status);
      expect(updated.status).toBe(status);
      expect((await em().findOneOrFail(Booking, { id: booking.id })).status).toBe(status);
      expect(await messagesOf(ravi)).toContain(`Your booking for Fortuner on ${cityDate(day)} has been ${status}.`);
    });
  }

  it('moves between Accepted, Rejected and Completed freely', async () => {
    const booking = await book(19);
    for (const status of [BookingStatus.Rejected, BookingStatus.Accepted, BookingStatus.Completed, BookingStatus.Accepted] as const) {
      expect((await bookings.setStatus(em(), booking.id, status)).status).toBe(status);
    }
  });

  it('keeps the admin remarks given with a decision', async () => {
    const booking = await book(22);
    const updated = await bookings.setStatus(em(), booking.id, BookingStatus.Rejected, 'Licence photo unreadable');
    expect(updated.adminRemarks).toBe('Licence photo unreadable');
  });

  it('setting the status a booking already has changes nothing and sends no notification', async () => {
    const booking = await book(25);
    await bookings.setStatus(em(), booking.id, BookingStatus.Rejected);
    const before = await rows();
    expect((await bookings.setStatus(em(), booking.id, BookingStatus.Rejected)).status).toBe(BookingStatus.Rejected);
    expect(await rows()).toEqual(before);
  });

  it('refuses Accepted, Rejected and Completed on a Canceled booking with 409, writing nothing', async () => {
    const booking = await book(28);
    await bookings.cancel(em(), asha.id, booking.id, 'Plans changed');
    const before = await rows();
    for (const status of [BookingStatus.Accepted, BookingStatus.Rejected, BookingStatus.Completed] as const) {
      await expect(bookings.setStatus(em(), booking.id, status)).rejects.toMatchObject({
        status: 409,
        message: expect.stringMatching(/canceled/i),
      });
    }
    expect(await rows()).toEqual(before);
    expect((await em().findOneOrFail(Booking, { id: booking.id })).status).toBe(BookingStatus.Canceled);
  });

  it('refuses statuses an admin may not set with 400 (the schema every adapter parses)', () => {
    for (const status of ['Canceled', 'Pending', 'Approved', '', undefined]) {
      expect(() => parseInput(requests.bookingStatus, { status })).toThrow('Status must be Accepted, Rejected or Completed.');
    }
  });

  it('answers 404 for an unknown or malformed booking id', async () => {
    await expect(bookings.setStatus(em(), '00000000-0000-4000-8000-000000000000', BookingStatus.Accepted)).rejects.toMatchObject({
      status: 404,
    });
    await expect(bookings.setStatus(em(), 'nope', BookingStatus.Accepted)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a second Accepted booking of the same car for overlapping dates, leaving nothing half-written', async () => {
    const first = await book(40);
    const second = await book(41, ravi);
    await bookings.setStatus(em(), first.id, BookingStatus.Accepted);
    const before = await rows();
    await expect(bookings.setStatus(em(), second.id, BookingStatus.Accepted)).rejects.toMatchObject({
      status: 409,
      message: 'This car is already booked for those dates.',
    });
    expect(await rows()).toEqual(before);
    expect((await em().findOneOrFail(Booking, { id: second.id })).status).toBe(BookingStatus.Pending);
  });

  it('accepts back-to-back bookings (the next picks up when the turnaround after the drop-off is over)', async () => {
    const first = await book(50);
    const next = await book(52, ravi, { pickupTime: '11:00', dropTime: '11:00' });
    await bookings.setStatus(em(), first.id, BookingStatus.Accepted);
    expect((await bookings.setStatus(em(), next.id, BookingStatus.Accepted)).status).toBe(BookingStatus.Accepted);
  });

  it('a Completed or Canceled booking no longer holds the car', async () => {
    const first = await book(60);
    const second = await book(60, ravi);
    const third = await book(60, ravi);
    await bookings.setStatus(em(), first.id, BookingStatus.Accepted);
    await bookings.setStatus(em(), first.id, BookingStatus.Completed);
    await bookings.setStatus(em(), second.id, BookingStatus.Accepted);
    await bookings.cancel(em(), ravi.id, second.id, 'Flight cancelled');
    expect((await bookings.setStatus(em(), third.id, BookingStatus.Accepted)).status).toBe(BookingStatus.Accepted);
  });
});

describe('customer cancellation', () => {
  it('cancels their own Pending booking with a reason and is notified', async () => {
    const booking = await book(70);
    const canceled = await bookings.cancel(em(), asha.id, booking.id, parseInput(requests.cancel, { reason: '  Plans changed  ' }).reason);
    expect(canceled).toMatchObject({ status: BookingStatus.Canceled, cancelReason: 'Plans changed' });
    expect(await messagesOf(asha)).toContain(`Your booking for Fortuner on ${cityDate(70)} has been Canceled.`);
  });

  it('cancels their own Accepted booking, which frees the car', async () => {
    const booking = await book(73);
    await bookings.setStatus(em(), booking.id, BookingStatus.Accepted);
    expect((await bookings.cancel(em(), asha.id, booking.id, 'Found a ride')).status).toBe(BookingStatus.Canceled);
    const other = await book(73, ravi);
    expect((await bookings.setStatus(em(), other.id, BookingStatus.Accepted)).status).toBe(BookingStatus.Accepted);
  });

  it('refuses an empty reason with 400 (the schema every adapter parses)', () => {
    for (const reason of ['', '   ', undefined, null]) {
      expect(() => parseInput(requests.cancel, { reason })).toThrow('Please provide a reason for cancellation.');
    }
  });

  it("refuses someone else's booking with 403 and an unknown one with 404", async () => {
    const booking = await book(79);
    const before = await rows();
    await expect(bookings.cancel(em(), ravi.id, booking.id, 'Mine now')).rejects.toMatchObject({ status: 403 });
    await expect(bookings.cancel(em(), ravi.id, '00000000-0000-4000-8000-000000000000', 'x')).rejects.toMatchObject({ status: 404 });
    expect(await rows()).toEqual(before);
  });

  for (const status of [BookingStatus.Rejected, BookingStatus.Completed] as const) {
    it(`refuses to cancel a ${status} booking with 409`, async () => {
      const booking = await book(82);
      await bookings.setStatus(em(), booking.id, status);
      await expect(bookings.cancel(em(), asha.id, booking.id, 'Too late')).rejects.toMatchObject({
        status: 409,
        message: `Only a Pending or Accepted booking can be cancelled; this one is ${status}.`,
      });
    });
  }

  it('refuses to cancel twice with 409', async () => {
    const booking = await book(85);
    await bookings.cancel(em(), asha.id, booking.id, 'Once');
    await expect(bookings.cancel(em(), asha.id, booking.id, 'Twice')).rejects.toMatchObject({ status: 409 });
  });
});

describe('lists', () => {
  it("lists only the customer's own bookings, newest first, with their cars", async () => {
    const mine = await bookings.listMine(em(), ravi.id);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((b) => b.user.id === ravi.id && b.car.name === 'Fortuner')).toBe(true);
    const stored = await em().count(Booking, { user: ravi.id });
    expect(mine).toHaveLength(stored);
    const times = mine.map((b) => b.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('searches by name, phone (as typed) and licence, filters by creation day and pages newest first', async () => {
    const special = await bookings.create(
      em(),
      ravi.id,
      bookingInput(car.id, 88, { name: 'Zoya Qureshi', phone: '9000011111', license: 'RJ14-777' }),
    );
    for (const search of ['zoya', '+91 90000 11111', 'rj14-7']) {
      const { items } = await bookings.list(em(), { search }, null);
      expect(
        items.map((b) => b.id),
        search,
      ).toEqual([special.id]);
    }
    const all = await bookings.list(em(), {}, null);
    expect(all.items[0].id).toBe(special.id);
    expect((await bookings.list(em(), { createdOn: cityDate(0) }, null)).total).toBe(all.total);
    expect((await bookings.list(em(), { createdOn: cityDate(-1) }, null)).total).toBe(0);
    const page2 = await bookings.list(em(), {}, { page: 2, pageSize: 3, offset: 3 });
    expect(page2.items.map((b) => b.id)).toEqual(all.items.slice(3, 6).map((b) => b.id));
    expect(page2.pendingCount).toBe(await em().count(Booking, { status: BookingStatus.Pending }));
    // The filter is parsed by its schema first, as the REST handler and the resolver do.
    await expect(async () => bookings.list(em(), parseInput(bookingListFilter, { createdOn: 'yesterday' }), null)).rejects.toMatchObject({
      status: 400,
    });
  });

  it('the public status list holds only Accepted bookings running now: not future ones, not ended ones', async () => {
    const accepted = await em().find(Booking, { status: BookingStatus.Accepted });
    expect(accepted.length).toBeGreaterThan(1);
    expect(await bookings.blocking(em())).toEqual([]);
    const [running, ended] = accepted;
    const now = cityNow();
    await em()
      .getConnection()
      .execute(`update bookings set pickup_date = ?::date - 1, drop_date = ?::date + 1 where id = ?`, [now.date, now.date, running.id]);
    await em()
      .getConnection()
      .execute(`update bookings set pickup_date = pickup_date - 400, drop_date = drop_date - 400 where id = ?`, [ended.id]);
    expect(await bookings.blocking(em())).toEqual([{ id: running.id, status: BookingStatus.Accepted, carId: car.id }]);
  });
});
