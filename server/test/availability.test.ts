import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, bookingWorld, cityDate, json, runningNowBody, type BookingWorld } from './support/booking-fixtures.js';
import { AvailabilityIndex, overlaps, periodOf, wallClockIso } from '../src/modules/availability/periods.js';
import { periodFilter } from '../src/modules/availability/period.schemas.js';
import { cityNowMs, wallClockMs } from '../src/modules/common/city-time.js';
import { cityNow } from '../src/modules/common/city-time.js';

const p = (pickupDate: string, pickupTime: string, dropDate: string, dropTime: string) =>
  periodOf({ pickupDate, pickupTime, dropDate, dropTime });

describe('the availability rule', () => {
  it('touching periods do not overlap: a drop-off at 10:00 and a pick-up at 10:00', () => {
    expect(overlaps(p('2030-01-01', '08:00', '2030-01-02', '10:00'), p('2030-01-02', '10:00', '2030-01-03', '10:00'))).toBe(false);
    expect(overlaps(p('2030-01-01', '08:00', '2030-01-02', '10:01'), p('2030-01-02', '10:00', '2030-01-03', '10:00'))).toBe(true);
    expect(overlaps(p('2030-01-01', '08:00', '2030-01-05', '10:00'), p('2030-01-02', '10:00', '2030-01-03', '10:00'))).toBe(true);
  });

  it("judges 'now' on the city's wall clock (Asia/Kolkata, UTC+05:30) whatever the server's zone", () => {
    // 20:00 UTC on 30 November is 01:30 on 1 December in Indore.
    const at = new Date('2030-11-30T20:00:00Z');
    expect(cityNow(at)).toEqual({ date: '2030-12-01', time: '01:30' });
    expect(cityNowMs(at)).toBe(wallClockMs('2030-12-01', '01:30'));
    const index = new AvailabilityIndex([{ carId: 'c', period: p('2030-12-01', '00:00', '2030-12-01', '02:00') }]);
    expect(index.busyAt('c', cityNowMs(at))).toBe(true);
    expect(index.busyAt('c', cityNowMs(new Date('2030-11-30T21:00:00Z')))).toBe(false); // 02:30 in Indore
    expect(wallClockIso(wallClockMs('2030-12-01', '10:00'))).toBe('2030-12-01T10:00:00+05:30');
  });

  it('busy now means a booking covers this moment: a future booking does not block today', () => {
    const index = new AvailabilityIndex([{ carId: 'c', period: p('2030-02-10', '10:00', '2030-02-11', '10:00') }]);
    expect(index.busyAt('c', wallClockMs('2030-01-01', '10:00'))).toBe(false);
    expect(index.busyAt('c', wallClockMs('2030-02-10', '10:00'))).toBe(true);
    expect(index.busyAt('c', wallClockMs('2030-02-11', '10:00'))).toBe(false);
    expect(index.nextChange(wallClockMs('2030-01-01', '10:00'))).toBe(wallClockMs('2030-02-10', '10:00'));
    expect(index.nextChange(wallClockMs('2030-02-10', '11:00'))).toBe(wallClockMs('2030-02-11', '10:00'));
  });

  it('next free: the earliest pick-up from which the car is free for as long as asked, across back-to-back bookings', () => {
    const index = new AvailabilityIndex([
      { carId: 'c', period: p('2030-03-01', '10:00', '2030-03-02', '10:00') },
      { carId: 'c', period: p('2030-03-02', '12:00', '2030-03-03', '10:00') },
      { carId: 'c', period: p('2030-03-10', '10:00', '2030-03-11', '10:00') },
    ]);
    // 24 hours from 1 March 12:00: 2 March 10:00 leaves only 2 hours, so 3 March 10:00.
    const asked = p('2030-03-01', '12:00', '2030-03-02', '12:00');
    expect(index.busyFor('c', asked)).toBe(true);
    expect(index.nextFreeAt('c', asked)).toBe(wallClockMs('2030-03-03', '10:00'));
    // 2 hours fit in the gap.
    expect(index.nextFreeAt('c', p('2030-03-01', '12:00', '2030-03-01', '14:00'))).toBe(wallClockMs('2030-03-02', '10:00'));
    expect(index.nextFreeAt('c', p('2030-03-05', '12:00', '2030-03-06', '12:00'))).toBeNull();
    expect(index.busyFor('other', asked)).toBe(false);
  });

  it('a period filter is all four fields or none', () => {
    expect(periodFilter({})).toBeNull();
    expect(() => periodFilter({ pickupDate: '2030-01-01' })).toThrow(/all four/);
    expect(() => periodFilter({ pickupDate: '2030-02-30', pickupTime: '10:00', dropDate: '2030-03-01', dropTime: '10:00' })).toThrow(
      /yyyy-MM-dd/,
    );
    expect(() => periodFilter({ pickupDate: '2030-01-02', pickupTime: '10:00', dropDate: '2030-01-01', dropTime: '10:00' })).toThrow(
      /after the pick-up/,
    );
  });
});

let { server, asha, ravi, admin, car } = {} as BookingWorld;
beforeAll(async () => {
  ({ server, asha, ravi, admin, car } = await bookingWorld('Breeza'));
});
afterAll(async () => {
  await server?.close();
});

const call = async (path: string, init?: RequestInit) => {
  const res = await server.fetch(path, init);
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
};
const bookAndAccept = async (body: Record<string, unknown>) => {
  const created = await call('/api/v1/bookingsnew/book', json(ravi.token, body));
  expect(created.status).toBe(201);
  const accepted = await call(`/api/v1/bookingsnew/status/${created.body.booking._id}`, json(admin, { status: 'Accepted' }, 'PUT'));
  expect(accepted.status).toBe(200);
  return created.body.booking._id as string;
};
const query = (b: { pickupDate: unknown; pickupTime: unknown; dropDate: unknown; dropTime: unknown }) =>
  `pickupDate=${b.pickupDate}&pickupTime=${b.pickupTime}&dropDate=${b.dropDate}&dropTime=${b.dropTime}`;
const breeza = (list: any[]) => list.find((c) => c._id === car.id);

describe('a car accepted for day +40 to day +41', () => {
  let acceptedId: string;
  beforeAll(async () => {
    acceptedId = await bookAndAccept(bookingBody(car.id, 40, { dropDate: cityDate(41) }));
  });

  it('stays available today in the plain catalogue (REST and GraphQL), which keeps its ETag', async () => {
    const plain = await call('/api/v1/cars');
    expect(breeza(plain.body).isBooked).toBe(false);
    expect(breeza(plain.body)).not.toHaveProperty('nextFreeAt');
    expect(plain.headers.get('etag')).toBeTruthy();
    const gql = await server.gql<{ cars: { id: string; isBooked: boolean; nextFreeAt: string | null }[] }>(
      '{ cars { id isBooked nextFreeAt } }',
    );
    expect(gql.data!.cars.find((c) => c.id === car.id)).toEqual({ id: car.id, isBooked: false, nextFreeAt: null });
  });

  it('can be booked for tomorrow, and the period-filtered catalogue says it is free then', async () => {
    const tomorrow = bookingBody(car.id, 1);
    const listed = await call(`/api/v1/cars?${query(tomorrow)}`);
    expect(listed.status).toBe(200);
    expect(breeza(listed.body)).toMatchObject({ isBooked: false, nextFreeAt: null, name: 'Breeza', price: 5499 });
    expect((await call('/api/v1/bookingsnew/book', json(asha.token, tomorrow))).status).toBe(201);
  });

  it('is busy for an overlapping period, says when it is next free, and refuses a new booking there with 409', async () => {
    const clash = bookingBody(car.id, 40, { pickupTime: '18:00', dropDate: cityDate(42) });
    const listed = await call(`/api/v1/cars?${query(clash)}`);
    // Free again after the drop-off at 10:00 and the turnaround (TURNAROUND_MINUTES, 60): 11:00.
    expect(breeza(listed.body)).toMatchObject({ isBooked: true, nextFreeAt: `${cityDate(41)}T11:00:00+05:30` });
    expect(listed.headers.get('cache-control')).toBe('no-cache');
    const refused = await call('/api/v1/bookingsnew/book', json(asha.token, clash));
    expect(refused).toMatchObject({ status: 409, body: { message: 'This car is already booked for those dates.' } });
    const gql = await server.gql<{ cars: { id: string; isBooked: boolean; nextFreeAt: string | null }[] }>(
      'query($a: String, $b: String, $c: String, $d: String) { cars(pickupDate: $a, pickupTime: $b, dropDate: $c, dropTime: $d) { id isBooked nextFreeAt } }',
      { a: clash.pickupDate, b: clash.pickupTime, c: clash.dropDate, d: clash.dropTime },
    );
    expect(gql.data!.cars.find((c) => c.id === car.id)).toEqual({
      id: car.id,
      isBooked: true,
      nextFreeAt: `${cityDate(41)}T11:00:00+05:30`,
    });
    const created = await server.gql(
      'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }',
      { input: { ...clash, bookFor: 'Daily' } },
      asha.token,
    );
    expect(created.errors?.[0]).toMatchObject({ message: 'This car is already booked for those dates.', extensions: { code: 'CONFLICT' } });
  });

  it('a pick-up at its drop-off is busy (turnaround); one at the drop-off plus the turnaround is free and bookable', async () => {
    const touching = bookingBody(car.id, 41, { dropDate: cityDate(42) });
    expect(breeza((await call(`/api/v1/cars?${query(touching)}`)).body).isBooked).toBe(true);
    expect((await call('/api/v1/bookingsnew/book', json(asha.token, touching))).status).toBe(409);
    const afterTurnaround = bookingBody(car.id, 41, { pickupTime: '11:00', dropDate: cityDate(42) });
    expect(breeza((await call(`/api/v1/cars?${query(afterTurnaround)}`)).body).isBooked).toBe(false);
    expect((await call('/api/v1/bookingsnew/book', json(asha.token, afterTurnaround))).status).toBe(201);
  });

  it('Pending bookings may still overlap each other', async () => {
    const body = bookingBody(car.id, 20);
    expect((await call('/api/v1/bookingsnew/book', json(asha.token, body))).status).toBe(201);
    expect((await call('/api/v1/bookingsnew/book', json(ravi.token, body))).status).toBe(201);
  });

  it('its busy periods are public, soonest first, with no personal data, on REST and GraphQL', async () => {
    const res = await call(`/api/v1/cars/${car.id}/availability`);
    expect(res.status).toBe(200);
    // Busy until the drop-off plus the turnaround.
    expect(res.body).toEqual([{ pickupDate: cityDate(40), pickupTime: '10:00', dropDate: cityDate(41), dropTime: '11:00' }]);
    expect(JSON.stringify(res.body)).not.toMatch(/Ravi|9876|MP09|_id/);
    // The window: 39 days from today do not reach day +40; 41 do.
    expect((await call(`/api/v1/cars/${car.id}/availability?days=40`)).body).toEqual([]);
    expect((await call(`/api/v1/cars/${car.id}/availability?days=41`)).body).toHaveLength(1);
    expect((await call(`/api/v1/cars/${car.id}/availability?from=${cityDate(41)}&days=1`)).body).toHaveLength(1);
    expect((await call(`/api/v1/cars/${car.id}/availability?from=${cityDate(42)}`)).body).toEqual([]);
    const gql = await server.gql<{ carAvailability: unknown[] }>(
      'query($id: ID!) { carAvailability(carId: $id, days: 120) { pickupDate pickupTime dropDate dropTime } }',
      { id: car.id },
    );
    expect(gql.data!.carAvailability).toEqual(res.body);
    expect(acceptedId).toBeTruthy();
  });
});

describe('bad period input', () => {
  const bad: [string, string, RegExp][] = [
    ['only a pick-up date', `pickupDate=${cityDate(1)}`, /all four/],
    ['a day that does not exist', 'pickupDate=2030-02-30&pickupTime=10:00&dropDate=2030-03-02&dropTime=10:00', /yyyy-MM-dd/],
    ['a time not HH:mm', `pickupDate=${cityDate(1)}&pickupTime=10am&dropDate=${cityDate(2)}&dropTime=10:00`, /HH:mm/],
    [
      'a drop-off before the pick-up',
      `pickupDate=${cityDate(3)}&pickupTime=10:00&dropDate=${cityDate(2)}&dropTime=10:00`,
      /after the pick-up/,
    ],
    ['a blank pick-up time beside the rest', `pickupDate=${cityDate(1)}&pickupTime=&dropDate=${cityDate(2)}&dropTime=10:00`, /all four/],
    ['a period that has ended', `pickupDate=${cityDate(-3)}&pickupTime=10:00&dropDate=${cityDate(-2)}&dropTime=10:00`, /already ended/],
  ];
  for (const [what, q, message] of bad) {
    it(`GET /api/v1/cars with ${what} answers 400 with a message`, async () => {
      const res = await call(`/api/v1/cars?${q}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    });
  }

  for (const q of ['pickupDate=', 'pickupDate=&pickupTime=&dropDate=&dropTime=']) {
    it(`GET /api/v1/cars?${q} (blank parameters) answers today's catalogue`, async () => {
      const res = await call(`/api/v1/cars?${q}`);
      expect(res.status).toBe(200);
      expect(breeza(res.body)).toMatchObject({ isBooked: false });
      // The server is still up and answering.
      expect((await call('/api/v1/cars')).status).toBe(200);
    });
  }

  it('GraphQL carAvailability answers BAD_USER_INPUT for days above 120 or a bad from', async () => {
    const busy = (args: string) => server.gql(`{ carAvailability(carId: "${car.id}", ${args}) { pickupDate } }`);
    expect((await busy('days: 121')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await busy('from: "01-12-2030"')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await busy('days: 120')).errors).toBeUndefined();
  });

  it('GraphQL cars with half a period answers BAD_USER_INPUT', async () => {
    const res = await server.gql(`{ cars(pickupDate: "${cityDate(1)}") { id } }`);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('availability answers 400 for a bad from or days, 404 for an unknown car', async () => {
    expect(await call(`/api/v1/cars/${car.id}/availability?days=121`)).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/1 to 120/) },
    });
    expect((await call(`/api/v1/cars/${car.id}/availability?days=0`)).status).toBe(400);
    expect((await call(`/api/v1/cars/${car.id}/availability?days=abc`)).status).toBe(400);
    expect((await call(`/api/v1/cars/${car.id}/availability?from=01-12-2030`)).status).toBe(400);
    expect((await call('/api/v1/cars/00000000-0000-4000-8000-000000000000/availability')).status).toBe(404);
    expect((await call('/api/v1/cars/not-a-car/availability')).status).toBe(404);
  });
});

describe('a booking running now', () => {
  it('makes the car Not Available in the plain catalogue until it ends', async () => {
    const id = await bookAndAccept(runningNowBody(car.id, 1));
    expect(breeza((await call('/api/v1/cars')).body).isBooked).toBe(true);
    await call(`/api/v1/bookingsnew/status/${id}`, json(admin, { status: 'Completed' }, 'PUT'));
    expect(breeza((await call('/api/v1/cars')).body).isBooked).toBe(false);
  });
});
