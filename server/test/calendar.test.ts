import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, bookingWorld, cityDate, createCar, json, type BookingWorld } from './support/booking-fixtures.js';
import { checkBookablePeriod } from '../src/modules/bookings/booking-rules.js';
import { parseInput } from '../src/modules/common/parse-input.js';
import { BookingRequest } from '../src/modules/bookings/booking.schemas.js';
import { wallClockMs } from '../src/modules/common/city-time.js';
import { Car } from '../src/modules/cars/car.entity.js';
import { carForm } from '../src/modules/cars/car.schemas.js';

// The production defaults (TURNAROUND_MINUTES 60, MIN_LEAD_MINUTES 120), set explicitly over the suite's lead of 0.
let { server, asha, ravi, admin, car } = {} as BookingWorld;
beforeAll(async () => {
  ({ server, asha, ravi, admin, car } = await bookingWorld('Fortuner', { MIN_LEAD_MINUTES: '120', TURNAROUND_MINUTES: '60' }));
});
afterAll(async () => {
  await server?.close();
});

const call = async (path: string, init?: RequestInit) => {
  const res = await server.fetch(path, init);
  return { status: res.status, body: (await res.json()) as any };
};
const book = (body: Record<string, unknown>, token = ravi.token) => call('/api/v1/bookingsnew/book', json(token, body));
const accept = (id: string) => call(`/api/v1/bookingsnew/status/${id}`, json(admin, { status: 'Accepted' }, 'PUT'));
const bookAndAccept = async (body: Record<string, unknown>) => {
  const created = await book(body);
  expect(created.status).toBe(201);
  expect((await accept(created.body.booking._id)).status).toBe(200);
  return created.body.booking._id as string;
};
const block = (body: Record<string, unknown>, token = admin) => call('/api/v1/admin/blocks', json(token, body));
const at = (day: number, time: string) => `${cityDate(day)}T${time}`;

describe('turnaround (TURNAROUND_MINUTES, 60 by default)', () => {
  let first: string;
  beforeAll(async () => {
    first = await bookAndAccept(bookingBody(car.id, 10, { dropDate: cityDate(12) }));
  });

  it('refuses a pick-up 59 minutes after the previous drop-off, in the catalogue and with a 409', async () => {
    const tooSoon = bookingBody(car.id, 12, { pickupTime: '10:59', dropDate: cityDate(13) });
    const q = `pickupDate=${tooSoon.pickupDate}&pickupTime=10:59&dropDate=${tooSoon.dropDate}&dropTime=10:00`;
    const listed = (await call(`/api/v1/cars?${q}`)).body.find((c: { _id: string }) => c._id === car.id);
    expect(listed).toMatchObject({ isBooked: true, nextFreeAt: `${cityDate(12)}T11:00:00+05:30` });
    expect(await book(tooSoon, asha.token)).toMatchObject({
      status: 409,
      body: { message: 'This car is already booked for those dates.' },
    });
  });

  it('accepts a pick-up 60 minutes after it (the next pick-up is at 11:00 at the earliest)', async () => {
    const id = await bookAndAccept(bookingBody(car.id, 12, { pickupTime: '11:00', dropDate: cityDate(13) }));
    expect(id).toBeTruthy();
    expect(first).toBeTruthy();
  });

  it('counts the turnaround before an Accepted booking too: a drop-off 59 minutes before its pick-up is refused', async () => {
    const before = bookingBody(car.id, 8, { dropDate: cityDate(10), dropTime: '09:01' });
    expect((await book(before, asha.token)).status).toBe(409);
    const fits = await book(bookingBody(car.id, 8, { dropDate: cityDate(10), dropTime: '09:00' }), asha.token);
    expect((await accept(fits.body.booking._id)).status).toBe(200);
  });

  it("staff set a car's own turnaround on the car form (0 to 1440 minutes; blank: the site's)", () => {
    const form = { name: 'Swift', price: 1999, fuel: 'Petrol', seat: 5, extrafare: 10, cartype: 'Hatchback', cooling: 'AC' };
    const valid = { ...form, selfdrive: 'Self Drive', clock: 'Manual', location: 'Palasia' };
    expect(parseInput(carForm, { ...valid, turnaroundMinutes: '30' }).turnaroundMinutes).toBe(30);
    expect(parseInput(carForm, { ...valid, turnaroundMinutes: '' }).turnaroundMinutes).toBeNull();
    expect(() => parseInput(carForm, { ...valid, turnaroundMinutes: 1441 })).toThrow(
      'Turnaround must be a whole number of minutes from 0 to 1440.',
    );
  });

  it('follows a car of its own: with a turnaround of 0 a pick-up at the drop-off is fine', async () => {
    const quick = await createCar(server, 'Swift');
    const em = server.orm.em.fork();
    await em.nativeUpdate(Car, { id: quick.id }, { turnaroundMinutes: 0 });
    server.app.services.catalogue.changed();
    await bookAndAccept(bookingBody(quick.id, 20));
    await bookAndAccept(bookingBody(quick.id, 22));
  });
});

describe('lead time (MIN_LEAD_MINUTES, 120 by default)', () => {
  const now = new Date('2030-06-01T04:30:00Z'); // 10:00 in Indore
  const request = (pickupTime: string) =>
    parseInput(BookingRequest, bookingBody(car.id, 0, { pickupDate: '2030-06-01', pickupTime, dropDate: '2030-06-02', dropTime: '10:00' }));

  it('refuses a pick-up 119 minutes from now with a message naming the earliest time', () => {
    expect(() => checkBookablePeriod(request('11:59'), now, 120)).toThrow(
      'The pick-up must be at least 2 hours from now: the earliest is 2030-06-01 12:00.',
    );
  });

  it('accepts a pick-up 120 minutes from now', () => {
    expect(() => checkBookablePeriod(request('12:00'), now, 120)).not.toThrow();
    expect(wallClockMs('2030-06-01', '12:00') - wallClockMs('2030-06-01', '10:00')).toBe(120 * 60_000);
  });

  it('the server refuses a booking for now with a 400 and writes nothing', async () => {
    const soon = new Date(Date.now() + 30 * 60_000);
    const local = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Kolkata',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(soon);
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(soon);
    const res = await book(bookingBody(car.id, 0, { pickupDate: date, pickupTime: local, dropDate: cityDate(3) }), asha.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^The pick-up must be at least 2 hours from now/);
  });

  it('the site settings give the client the lead time and the turnaround', async () => {
    const res = await server.gql<{ siteSettings: { minLeadMinutes: number; turnaroundMinutes: number } }>(
      '{ siteSettings { minLeadMinutes turnaroundMinutes } }',
    );
    expect(res.data!.siteSettings).toEqual({ minLeadMinutes: 120, turnaroundMinutes: 60 });
  });
});

describe('maintenance blocks', () => {
  let accepted: string;
  let blockId: string;
  beforeAll(async () => {
    accepted = await bookAndAccept(bookingBody(car.id, 30, { dropDate: cityDate(32) }));
  });

  it('a block touching the booking is allowed: ending at its pick-up, or starting when its turnaround is over', async () => {
    const before = await block({ carId: car.id, from: at(28, '10:00'), to: at(30, '10:00'), reason: 'service' });
    expect(before.status).toBe(201);
    expect(before.body).toEqual({ _id: expect.any(String) });
    const after = await block({ carId: car.id, from: `${at(32, '11:00')}+05:30`, to: at(34, '10:00'), reason: 'repair' });
    expect(after.status).toBe(201);
    blockId = after.body._id;
  });

  it('a block overlapping an Accepted booking (or its turnaround) is refused, naming the booking, and writes nothing', async () => {
    const listed = (await call(`/api/v1/admin/blocks?carId=${car.id}`, json(admin, undefined, 'GET'))).body;
    for (const [from, to] of [
      [at(31, '10:00'), at(31, '12:00')],
      [at(32, '10:00'), at(32, '10:30')],
    ]) {
      const res = await block({ carId: car.id, from, to, reason: 'registration' });
      expect(res.status).toBe(409);
      expect(res.body.message).toContain(`booking ${accepted} (Asha Verma)`);
      expect(res.body.message).toContain('Move or cancel that booking first.');
    }
    expect((await call(`/api/v1/admin/blocks?carId=${car.id}`, json(admin, undefined, 'GET'))).body).toEqual(listed);
  });

  it('makes the car busy everywhere: catalogue for a period, availability, booking, rescheduling; customers never see the reason', async () => {
    const inBlock = bookingBody(car.id, 33, { dropDate: cityDate(34), dropTime: '09:00' });
    const q = `pickupDate=${inBlock.pickupDate}&pickupTime=10:00&dropDate=${inBlock.dropDate}&dropTime=09:00`;
    const listed = (await call(`/api/v1/cars?${q}`)).body.find((c: { _id: string }) => c._id === car.id);
    expect(listed).toMatchObject({ isBooked: true, nextFreeAt: `${cityDate(34)}T10:00:00+05:30` });
    expect((await book(inBlock, asha.token)).status).toBe(409);
    const availability = await call(`/api/v1/cars/${car.id}/availability?days=60`);
    expect(availability.body).toContainEqual({ pickupDate: cityDate(32), pickupTime: '11:00', dropDate: cityDate(34), dropTime: '10:00' });
    expect(JSON.stringify(availability.body)).not.toMatch(/repair|service/);
    const pending = await book(bookingBody(car.id, 40), asha.token);
    const moved = await call(
      `/api/v1/bookingsnew/reschedule/${pending.body.booking._id}`,
      json(asha.token, { pickupDate: cityDate(33), pickupTime: '10:00', dropDate: cityDate(33), dropTime: '20:00' }, 'PUT'),
    );
    expect(moved.status).toBe(409);
  });

  it("the partner API sees the block: the car is busy in the partner's catalogue for the period and its booking is a 409", async () => {
    const key = (await call('/api/v1/admin/api-keys', json(admin, { name: 'Hotel desk', scopes: ['catalogue:read', 'bookings:write'] })))
      .body.key as string;
    const inBlock = bookingBody(car.id, 33, { dropDate: cityDate(34), dropTime: '09:00' });
    const q = `pickupDate=${inBlock.pickupDate}&pickupTime=10:00&dropDate=${inBlock.dropDate}&dropTime=09:00`;
    const listed = await call(`/api/v1/cars?${q}`, { headers: { authorization: `Bearer ${key}` } });
    expect(listed.body.find((c: { _id: string }) => c._id === car.id)).toMatchObject({ isBooked: true });
    const made = await call(
      '/api/v1/partner/bookings',
      json(key, { ...inBlock, email: 'meera@example.com', name: 'Meera Shah', phone: '9812345678' }),
    );
    expect(made).toMatchObject({ status: 409, body: { message: 'This car is already booked for those dates.' } });
  });

  it("GraphQL's list arguments go through the module's schema: the same sentences as REST", async () => {
    const refusal = async (query: string) => (await server.gql(query, {}, admin)).errors?.[0];
    const cases: [string, string, string][] = [
      ['{ blocks(carId: "not-a-car") { id } }', '/api/v1/admin/blocks?carId=not-a-car', 'Please choose a car from the list.'],
      ['{ fleetCalendar(days: 63) { carId } }', '', 'Days must be a whole number from 1 to 62.'],
      [
        `{ carAvailability(carId: "${car.id}", days: 0) { pickupDate } }`,
        `/api/v1/cars/${car.id}/availability?days=0`,
        'Days must be a whole number from 1 to 120.',
      ],
      [
        '{ bookings(createdOn: "1999-12-31") { total } }',
        '/api/v1/bookingsnew/all?createdOn=1999-12-31',
        'The date filter must be between 2000-01-01 and 2100-12-31.',
      ],
      ['{ fleetCalendar(from: "2026-02-30") { carId } }', '', 'From must be a date written yyyy-MM-dd.'],
    ];
    for (const [query, path, message] of cases) {
      expect(await refusal(query)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      if (path) expect(await call(path, json(admin, undefined, 'GET'))).toMatchObject({ status: 400, body: { message } });
    }
  });

  it('lists and deletes blocks over REST and GraphQL; a deleted block frees the car', async () => {
    const gql = await server.gql<{ blocks: { id: string; reason: string; carName: string }[] }>(
      `{ blocks(carId: "${car.id}") { id reason carName } }`,
      {},
      admin,
    );
    expect(gql.data!.blocks.map((b) => b.reason)).toEqual(['service', 'repair']);
    expect((await call(`/api/v1/admin/blocks/${blockId}`, json(admin, undefined, 'DELETE'))).status).toBe(200);
    expect((await call(`/api/v1/admin/blocks/${blockId}`, json(admin, undefined, 'DELETE'))).status).toBe(404);
    expect((await book(bookingBody(car.id, 33, { dropDate: cityDate(34), dropTime: '09:00' }), asha.token)).status).toBe(201);
    const created = await server.gql<{ createBlock: string }>(
      'mutation($input: BlockInput!) { createBlock(input: $input) }',
      { input: { carId: car.id, from: at(50, '00:00'), to: at(51, '00:00'), reason: 'other' } },
      admin,
    );
    expect(created.data!.createBlock).toEqual(expect.any(String));
    expect((await server.gql(`mutation { deleteBlock(id: "${created.data!.createBlock}") }`, {}, admin)).data).toEqual({
      deleteBlock: true,
    });
  });

  it('a car in the workshop now is Booked in the catalogue and not counted available on the dashboard', async () => {
    const dashboard = async () =>
      (await server.gql<{ adminDashboard: { carsAvailable: number } }>('{ adminDashboard { carsAvailable } }', {}, admin)).data!
        .adminDashboard.carsAvailable;
    const workshop = await createCar(server, 'Thar');
    const before = await dashboard();
    const now = Date.now();
    const res = await block({
      carId: workshop.id,
      from: new Date(now - 3_600_000).toISOString(),
      to: new Date(now + 3_600_000).toISOString(),
      reason: 'repair',
    });
    expect(res.status).toBe(201);
    expect(await dashboard()).toBe(before - 1);
    const listed = (await call('/api/v1/cars')).body.find((c: { _id: string }) => c._id === workshop.id);
    expect(listed.isBooked).toBe(true);
  });

  const bad: [string, Record<string, unknown>, number, RegExp][] = [
    ['an unknown reason', { reason: 'holiday' }, 400, /Reason must be/],
    ['a from that is not ISO 8601', { from: '01/12/2030 10:00' }, 400, /ISO 8601/],
    ['an end before the start', { to: at(59, '10:00') }, 400, /after its start/],
    ['a period that has ended', { from: at(-5, '10:00'), to: at(-4, '10:00') }, 400, /already ended/],
    ['a car that does not exist', { carId: '00000000-0000-4000-8000-000000000000' }, 404, /Car not found/],
    ['a car id that is not an id', { carId: 'fortuner' }, 400, /choose a car/],
  ];
  for (const [what, overrides, status, message] of bad) {
    it(`refuses ${what} with ${status}`, async () => {
      const res = await block({ carId: car.id, from: at(60, '10:00'), to: at(61, '10:00'), reason: 'service', ...overrides });
      expect(res.status).toBe(status);
      expect(res.body.message).toMatch(message);
    });
  }

  it('is for staff only', async () => {
    expect((await block({ carId: car.id, from: at(60, '10:00'), to: at(61, '10:00'), reason: 'service' }, asha.token)).status).toBe(403);
    expect((await call('/api/v1/admin/blocks')).status).toBe(401);
  });
});

describe('the database decides races: a block and an accept of the same period at once', () => {
  it('only one wins, every time', async () => {
    for (let day = 70; day < 80; day += 2) {
      const pending = await book(bookingBody(car.id, day, { dropDate: cityDate(day + 1) }));
      const [accepted, blocked] = await Promise.all([
        accept(pending.body.booking._id),
        block({ carId: car.id, from: at(day, '12:00'), to: at(day, '18:00'), reason: 'repair' }),
      ]);
      // Exactly one of them succeeds (the accept's 200 or the block's 201); the other is a clear 409.
      expect([accepted.status, blocked.status].filter((s) => s < 300)).toHaveLength(1);
      expect([accepted.status, blocked.status].filter((s) => s === 409)).toHaveLength(1);
      const rows = await server.orm.em
        .fork()
        .getConnection()
        .execute<{ n: number }[]>(
          `select count(*)::int as n from occupations where car_id = ? and period && tsrange(?::date, ?::date + 1, '[)')`,
          [car.id, cityDate(day), cityDate(day)],
        );
      expect(rows[0].n).toBe(1);
    }
  });
});
