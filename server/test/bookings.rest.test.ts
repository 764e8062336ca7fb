import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningNowBody, bookingBody, bookingWorld, cityDate, json, type BookingWorld, type Customer } from './support/booking-fixtures.js';

type RestBooking = Record<string, unknown> & { _id: string; status: string; carId: Record<string, unknown> };

let { server, asha, ravi, admin, car } = {} as BookingWorld;

beforeAll(async () => {
  ({ server, asha, ravi, admin, car } = await bookingWorld());
});
afterAll(async () => {
  await server?.close();
});

const call = async (path: string, init?: RequestInit) => {
  const res = await server.fetch(path, init);
  return { status: res.status, body: (await res.json()) as any };
};
const book = async (who: Customer, startDay: number, overrides = {}) =>
  (await call('/api/v1/bookingsnew/book', json(who.token, bookingBody(car.id, startDay, { name: who.name, ...overrides })))).body
    .booking as RestBooking;

describe('POST /api/v1/bookingsnew/book', () => {
  it('answers 201 with the message and the Pending booking in the legacy dialect, carId populated', async () => {
    const { status, body } = await call('/api/v1/bookingsnew/book', json(asha.token, bookingBody(car.id, 3)));
    expect(status).toBe(201);
    expect(body.message).toBe('Booking submitted. Waiting for admin approval.');
    expect(body.booking).toMatchObject({
      name: 'Asha Verma',
      phone: '919876543210',
      license: 'MP09 20190012345',
      status: 'Pending',
      bookFor: 'Daily',
      pickupDate: cityDate(3),
      pickupTime: '10:00',
      dropDate: cityDate(5),
      dropTime: '10:00',
      adminRemarks: null,
      cancelReason: null,
      carId: { _id: car.id, name: 'Fortuner', image: 'fortuner.png', type: 'SUV' },
    });
    expect(body.booking._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.booking.id).toBeUndefined();
    expect(new Date(body.booking.createdAt).toISOString()).toBe(body.booking.createdAt);
  });

  it('answers 401 without a token, 403 for an admin token, and 400 with a message for bad input', async () => {
    expect((await call('/api/v1/bookingsnew/book', json(null, bookingBody(car.id)))).status).toBe(401);
    expect((await call('/api/v1/bookingsnew/book', json(admin, bookingBody(car.id)))).status).toBe(403);
    const bad = await call('/api/v1/bookingsnew/book', json(asha.token, bookingBody(car.id, 3, { license: '' })));
    expect(bad).toEqual({ status: 400, body: { message: 'Driving licence is required.' } });
    const past = await call('/api/v1/bookingsnew/book', json(asha.token, bookingBody(car.id, -2)));
    expect(past).toEqual({ status: 400, body: { message: 'The pick-up date and time cannot be in the past.' } });
    const unknownCar = await call('/api/v1/bookingsnew/book', json(asha.token, bookingBody('00000000-0000-4000-8000-000000000000')));
    expect(unknownCar).toEqual({ status: 404, body: { message: 'Car not found.' } });
    const notJson = await server.fetch('/api/v1/bookingsnew/book', { ...json(asha.token), body: '{"carId":' });
    expect(notJson.status).toBe(400);
  });
});

describe('the edge hands the handler the parsed body (issue 30)', () => {
  it('a legacy body (phone as a number, no bookFor, name in spaces) is booked as BookingRequest parses it', async () => {
    const body = { ...bookingBody(car.id, 40, { name: '  Asha Verma  ', phone: 9876543210, dropDate: cityDate(40), dropTime: '22:00' }) };
    delete (body as Record<string, unknown>).bookFor;
    const { status, body: answer } = await call('/api/v1/bookingsnew/book', json(asha.token, body));
    expect(status).toBe(201);
    expect(answer.booking).toMatchObject({ name: 'Asha Verma', phone: '919876543210', bookFor: '12 Hours' });
  });

  it("refuses a broken rule in the schema's own words before any service runs", async () => {
    const tooLong = await call('/api/v1/bookingsnew/book', json(asha.token, bookingBody(car.id, 41, { license: 'L'.repeat(61) })));
    expect(tooLong).toEqual({ status: 400, body: { message: 'Driving licence is too long (at most 60 characters).' } });
    const noName = await call('/api/v1/bookingsnew/book', json(asha.token, bookingBody(car.id, 41, { name: undefined })));
    expect(noName).toEqual({ status: 400, body: { message: 'Name is required.' } });
  });
});

describe('GET /api/v1/bookingsnew/status', () => {
  it('is public and lists only Accepted bookings running now, as {_id, status, carId: {_id}} and nothing personal', async () => {
    const pending = await book(asha, 10);
    const future = await book(ravi, 12);
    await call(`/api/v1/bookingsnew/status/${future._id}`, json(admin, { status: 'Accepted' }, 'PUT'));
    const running = (await call('/api/v1/bookingsnew/book', json(ravi.token, runningNowBody(car.id, 1)))).body.booking as RestBooking;
    await call(`/api/v1/bookingsnew/status/${running._id}`, json(admin, { status: 'Accepted' }, 'PUT'));
    const { status, body } = await call('/api/v1/bookingsnew/status');
    expect(status).toBe(200);
    // A future Accepted booking blocks nobody today.
    expect(body).toEqual([{ _id: running._id, status: 'Accepted', carId: { _id: car.id } }]);
    expect(JSON.stringify(body)).not.toContain(pending._id);
    await call(`/api/v1/bookingsnew/cancel/${running._id}`, json(ravi.token, { reason: 'Plans changed' }, 'PUT'));
  });
});

describe('GET /api/v1/bookingsnew/my', () => {
  it("answers {bookings} with the customer's own bookings only, carId populated", async () => {
    const { status, body } = await call('/api/v1/bookingsnew/my', { headers: { authorization: `Bearer ${ravi.token}` } });
    expect(status).toBe(200);
    expect(body.bookings.length).toBeGreaterThan(0);
    for (const b of body.bookings as RestBooking[]) {
      expect(b.carId).toMatchObject({ _id: car.id, name: 'Fortuner', image: 'fortuner.png', type: 'SUV' });
    }
    const mineIds = (body.bookings as RestBooking[]).map((b) => b._id);
    const ashas = (await call('/api/v1/bookingsnew/my', { headers: { authorization: `Bearer ${asha.token}` } })).body
      .bookings as RestBooking[];
    expect(ashas.some((b) => mineIds.includes(b._id))).toBe(false);
    expect((await call('/api/v1/bookingsnew/my')).status).toBe(401);
  });
});

describe('PUT /api/v1/bookingsnew/cancel/{id}', () => {
  it('cancels with a reason and answers {message}', async () => {
    const b = await book(asha, 20);
    expect(await call(`/api/v1/bookingsnew/cancel/${b._id}`, json(asha.token, { reason: 'Plans changed' }, 'PUT'))).toEqual({
      status: 200,
      body: { message: 'Booking cancelled.' },
    });
    const again = await call(`/api/v1/bookingsnew/cancel/${b._id}`, json(asha.token, { reason: 'Again' }, 'PUT'));
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/this one is Canceled/);
  });

  it("answers 400 without a reason, 403 for someone else's booking, 404 for an unknown one, 401 without a token", async () => {
    const b = await book(asha, 23);
    expect(await call(`/api/v1/bookingsnew/cancel/${b._id}`, json(asha.token, { reason: ' ' }, 'PUT'))).toEqual({
      status: 400,
      body: { message: 'Please provide a reason for cancellation.' },
    });
    expect((await call(`/api/v1/bookingsnew/cancel/${b._id}`, json(asha.token, undefined, 'PUT'))).status).toBe(400);
    expect((await call(`/api/v1/bookingsnew/cancel/${b._id}`, json(ravi.token, { reason: 'x' }, 'PUT'))).status).toBe(403);
    expect(
      (await call('/api/v1/bookingsnew/cancel/00000000-0000-4000-8000-000000000000', json(asha.token, { reason: 'x' }, 'PUT'))).status,
    ).toBe(404);
    expect((await call('/api/v1/bookingsnew/cancel/not-an-id', json(asha.token, { reason: 'x' }, 'PUT'))).status).toBe(404);
    expect((await call(`/api/v1/bookingsnew/cancel/${b._id}`, json(null, { reason: 'x' }, 'PUT'))).status).toBe(401);
  });
});

describe('GET /api/v1/bookingsnew/all', () => {
  it('answers the admin an array of every booking, newest first, with search and day filters', async () => {
    const { status, body } = await call('/api/v1/bookingsnew/all', { headers: { authorization: `Bearer ${admin}` } });
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    const created = (body as RestBooking[]).map((b) => Date.parse(b.createdAt as string));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect((body as RestBooking[])[0].carId).toMatchObject({ _id: car.id, type: 'SUV' });
    const ravis = await call('/api/v1/bookingsnew/all?search=ravi', { headers: { authorization: `Bearer ${admin}` } });
    expect(ravis.body.length).toBeGreaterThan(0);
    expect((ravis.body as RestBooking[]).every((b) => b.name === 'Ravi Jain')).toBe(true);
    const yesterday = await call(`/api/v1/bookingsnew/all?createdOn=${cityDate(-1)}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(yesterday.body).toEqual([]);
  });

  it('answers 401 without a token and 403 to a customer', async () => {
    expect((await call('/api/v1/bookingsnew/all')).status).toBe(401);
    expect(await call('/api/v1/bookingsnew/all', { headers: { authorization: `Bearer ${asha.token}` } })).toEqual({
      status: 403,
      body: { message: 'Admin access required.' },
    });
  });
});

describe('PUT /api/v1/bookingsnew/status/{id}', () => {
  it('sets the status and answers {message, booking}', async () => {
    const b = await book(asha, 30);
    const { status, body } = await call(`/api/v1/bookingsnew/status/${b._id}`, json(admin, { status: 'Rejected' }, 'PUT'));
    expect(status).toBe(200);
    expect(body.message).toBe('Booking Rejected.');
    expect(body.booking).toMatchObject({ _id: b._id, status: 'Rejected', carId: { _id: car.id, name: 'Fortuner' } });
  });

  it('answers 409 on a Canceled booking, 400 for a status an admin may not set, 403 to a customer, 404 for an unknown id', async () => {
    const b = await book(asha, 33);
    await call(`/api/v1/bookingsnew/cancel/${b._id}`, json(asha.token, { reason: 'No longer needed' }, 'PUT'));
    const conflict = await call(`/api/v1/bookingsnew/status/${b._id}`, json(admin, { status: 'Accepted' }, 'PUT'));
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toMatch(/canceled/i);
    expect((await call(`/api/v1/bookingsnew/status/${b._id}`, json(admin, { status: 'Canceled' }, 'PUT'))).status).toBe(400);
    expect((await call(`/api/v1/bookingsnew/status/${b._id}`, json(asha.token, { status: 'Accepted' }, 'PUT'))).status).toBe(403);
    expect(
      (await call('/api/v1/bookingsnew/status/00000000-0000-4000-8000-000000000000', json(admin, { status: 'Accepted' }, 'PUT'))).status,
    ).toBe(404);
  });

  it('answers 409 with a clear message when the car is already booked for those dates', async () => {
    const first = await book(asha, 40);
    const second = await book(ravi, 41);
    expect((await call(`/api/v1/bookingsnew/status/${first._id}`, json(admin, { status: 'Accepted' }, 'PUT'))).status).toBe(200);
    expect(await call(`/api/v1/bookingsnew/status/${second._id}`, json(admin, { status: 'Accepted' }, 'PUT'))).toEqual({
      status: 409,
      body: { message: 'This car is already booked for those dates.' },
    });
  });
});
