import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/helpers.js';
import { adminToken, cityDate, createCustomer, json, type Customer } from './support/booking-fixtures.js';
import { QUICK_BOOKING_CARS, QUICK_BOOKING_TIME_SLOTS } from '../src/modules/bookings/quick-booking.constants.js';

let server: TestServer;
let asha: Customer;

beforeAll(async () => {
  server = await startTestServer();
  asha = await createCustomer(server);
});
afterAll(async () => {
  await server?.close();
});

const form = (overrides: Record<string, unknown> = {}) => ({
  fromCity: 'Indore',
  toCity: 'Ujjain',
  bookAt: 'daily',
  carName: 'Ertiga',
  mobile: '9876543210',
  pickDate: cityDate(1),
  pickTime: '06:00 AM',
  dropDate: cityDate(2),
  dropTime: '06:00 PM',
  ...overrides,
});
const post = async (body: unknown, token: string | null = asha.token) => {
  const res = await server.fetch('/api/v1/bookings', json(token, body));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('the quick booking constants', () => {
  it("hold SPEC.md's twelve cars (Ertiga first) and 24 hourly slots", () => {
    expect(QUICK_BOOKING_CARS).toHaveLength(12);
    expect(QUICK_BOOKING_CARS[0]).toBe('Ertiga');
    expect(QUICK_BOOKING_TIME_SLOTS).toHaveLength(24);
    expect(QUICK_BOOKING_TIME_SLOTS).toContain('06:00 AM');
    expect(QUICK_BOOKING_TIME_SLOTS).toContain('06:00 PM');
    expect(QUICK_BOOKING_TIME_SLOTS[0]).toBe('12:00 AM');
  });
});

describe('POST /api/v1/bookings', () => {
  it('answers 201 with the created record', async () => {
    const { status, body } = await post(form());
    expect(status).toBe(201);
    expect(body).toMatchObject({ ...form(), _id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it("answers '❌ Please fill in all fields' when anything is missing", async () => {
    for (const field of Object.keys(form())) {
      expect(await post(form({ [field]: '  ' })), field).toEqual({ status: 400, body: { message: '❌ Please fill in all fields' } });
    }
    expect((await post({})).body.message).toBe('❌ Please fill in all fields');
  });

  it("answers '⚠️ Enter a valid 10-digit mobile number' for anything but 10 digits", async () => {
    for (const mobile of ['98765', '98765432101', '+919876543210', '98765-4321']) {
      expect(await post(form({ mobile })), mobile).toEqual({ status: 400, body: { message: '⚠️ Enter a valid 10-digit mobile number' } });
    }
  });

  it('refuses past dates, a drop-off before the pick-up, another city, unknown cars, slots and book-at values', async () => {
    const refused: Record<string, unknown>[] = [
      { pickDate: cityDate(-1) },
      { dropDate: cityDate(0), pickDate: cityDate(1) },
      { fromCity: 'Bhopal' },
      { carName: 'Tesla' },
      { pickTime: '06:30 AM' },
      { dropTime: '18:00' },
      { bookAt: 'Daily' },
      { bookAt: 'yearly' },
      { pickDate: '2030-02-30' },
      { pickDate: cityDate(1), dropDate: cityDate(1), pickTime: '06:00 PM', dropTime: '06:00 AM' },
    ];
    for (const overrides of refused) {
      const { status, body } = await post(form(overrides));
      expect(status, JSON.stringify(overrides)).toBe(400);
      expect(typeof body.message).toBe('string');
    }
  });

  it('accepts today and a same-day return', async () => {
    expect((await post(form({ pickDate: cityDate(0), dropDate: cityDate(0) }))).status).toBe(201);
  });

  it('answers 401 without a token and 403 to an admin', async () => {
    expect((await post(form(), null)).status).toBe(401);
    expect((await post(form(), adminToken(server))).status).toBe(403);
  });
});

describe('quick bookings over GraphQL', () => {
  const CREATE =
    'mutation ($input: QuickBookingInput!) { createQuickBooking(input: $input) { id fromCity toCity bookAt carName mobile pickDate pickTime dropDate dropTime createdAt } }';
  const LIST =
    'query ($page: Int, $pageSize: Int) { quickBookings(page: $page, pageSize: $pageSize) { total page pageSize items { id toCity createdAt } } }';

  it('createQuickBooking checks the same rules and stores the request', async () => {
    const ok = await server.gql<{ createQuickBooking: Record<string, unknown> }>(
      CREATE,
      { input: form({ bookAt: 'Weekly', toCity: 'Mandu' }) },
      asha.token,
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.createQuickBooking).toMatchObject({ bookAt: 'Weekly', toCity: 'Mandu', carName: 'Ertiga' });
    const bad = await server.gql(CREATE, { input: form({ bookAt: 'Daily', mobile: '123' }) }, asha.token);
    expect(bad.errors?.[0]).toMatchObject({ message: '⚠️ Enter a valid 10-digit mobile number', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('quickBookingOptions answers the form its choices (public)', async () => {
    const { data } = await server.gql<{ quickBookingOptions: Record<string, unknown> }>(
      '{ quickBookingOptions { fromCity cars timeSlots defaultPickTime defaultDropTime defaultBookAt } }',
    );
    expect(data!.quickBookingOptions).toEqual({
      fromCity: 'Indore',
      cars: [...QUICK_BOOKING_CARS],
      timeSlots: [...QUICK_BOOKING_TIME_SLOTS],
      defaultPickTime: '06:00 AM',
      defaultDropTime: '06:00 PM',
      defaultBookAt: 'Daily',
    });
  });

  it('quickBookings pages the requests for admins, newest first', async () => {
    type Page = { quickBookings: { total: number; items: { id: string; toCity: string; createdAt: string }[] } };
    const { data } = await server.gql<Page>(LIST, {}, adminToken(server));
    expect(data!.quickBookings.total).toBeGreaterThanOrEqual(3);
    expect(data!.quickBookings.items[0].toCity).toBe('Mandu');
    const times = data!.quickBookings.items.map((q) => Date.parse(q.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const one = await server.gql<Page>(LIST, { page: 2, pageSize: 1 }, adminToken(server));
    expect(one.data!.quickBookings.items[0].id).toBe(data!.quickBookings.items[1].id);
    expect((await server.gql(LIST, {}, asha.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
