import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, bookingWorld, cityDate, deliveryOf, json, type BookingWorld } from './support/booking-fixtures.js';
import { quote } from '../src/modules/bookings/pricing.js';
import { priceOfDay, type DayRule } from '../src/modules/pricing/day-prices.js';
import { DEFAULT_DELIVERY } from '../src/modules/bookings/delivery.js';
import { BookFor } from '../src/modules/common/enums.js';
import { wallClockMs } from '../src/modules/common/city-time.js';

const rule = (over: Partial<DayRule>): DayRule => ({
  id: over.name ?? 'r',
  name: 'Rule',
  fromDate: null,
  toDate: null,
  weekdays: [],
  carIds: [],
  percent: null,
  dailyPrice: null,
  priority: 0,
  createdAt: new Date('2030-01-01T00:00:00Z'),
  ...over,
});
const weekend = rule({ name: 'Weekend', weekdays: [0, 6], percent: 15, priority: 1 });
// Diwali week 2030 (Friday 25 October to Friday 1 November).
const diwali = rule({ name: 'Diwali week', fromDate: '2030-10-25', toDate: '2030-11-01', percent: 30, priority: 10 });
const monsoon = rule({ name: 'Monsoon', fromDate: '2030-07-01', toDate: '2030-09-30', percent: -10, priority: 0 });
const car = { id: 'c1', price: 2000 };
const stay = (from: string, to: string) => ({ start: wallClockMs(from, '10:00'), end: wallClockMs(to, '10:00') });

describe('price rules', () => {
  it('precedence: the highest priority wins where rules overlap, then the newest; a car list narrows a rule', () => {
    // Saturday 26 October 2030: the weekend (priority 1) and Diwali (priority 10) both cover it.
    expect(priceOfDay([weekend, diwali], car, '2030-10-26')).toMatchObject({ price: 2600, rule: { name: 'Diwali week' } });
    expect(priceOfDay([weekend, diwali], car, '2030-10-20')).toMatchObject({ price: 2300, rule: { name: 'Weekend' } }); // a Sunday
    expect(priceOfDay([weekend, diwali], car, '2030-10-22')).toMatchObject({ price: 2000, rule: null }); // a Tuesday
    const older = rule({ name: 'Flat', weekdays: [2], dailyPrice: 1500, createdAt: new Date('2030-01-01') });
    const newer = rule({ name: 'Flat newer', weekdays: [2], dailyPrice: 1800, createdAt: new Date('2030-02-01') });
    expect(priceOfDay([older, newer], car, '2030-10-22')).toMatchObject({ price: 1800 });
    expect(priceOfDay([rule({ name: 'Other car', weekdays: [2], percent: 50, carIds: ['c2'] })], car, '2030-10-22').price).toBe(2000);
    expect(priceOfDay([monsoon], car, '2030-08-15').price).toBe(1800);
  });

  it('a stay spanning a weekend rule and a festival rule prices each day under its own rule, with a breakdown', () => {
    // Thursday 17 October 10:00 to Monday 28 October 10:00 2030: 11 days. Sat 19 and Sun 20: weekend; 25 to 27 Oct: Diwali.
    const q = quote(2000, stay('2030-10-17', '2030-10-28'), BookFor.Daily, { carId: car.id, rules: [weekend, diwali] });
    expect(q.units).toBe(11);
    expect(q.lines).toEqual([
      { kind: 'RENT', label: 'Rent: 11 days × ₹2,000', amount: 22_000, count: 11, name: null, percent: null },
      { kind: 'PRICE_RULE', label: 'Weekend (2 days)', amount: 600, count: 2, name: 'Weekend', percent: null },
      { kind: 'PRICE_RULE', label: 'Diwali week (3 days)', amount: 1800, count: 3, name: 'Diwali week', percent: null },
    ]);
    expect(q.subtotal).toBe(24_400);
    // Weekly from 7 days: 15% off the rent after the rules.
    expect(quote(2000, stay('2030-10-17', '2030-10-28'), BookFor.Weekly, { carId: car.id, rules: [weekend, diwali] })).toMatchObject({
      subtotal: 24_400,
      discount: 3660,
      total: 20_740,
    });
    expect(q.total).toBe(q.lines.reduce((s, l) => s + l.amount, 0));
  });

  it('the advance is the first day at its own price; delivery legs are lines of their own', () => {
    const q = quote(2000, stay('2030-10-26', '2030-10-28'), BookFor.Daily, {
      carId: car.id,
      rules: [weekend, diwali],
      deliveryLegs: { pickup: true, return: true },
      deliveryFee: 500,
    });
    expect(q).toMatchObject({ advance: 2600, deliveryFee: 1000, total: 2600 + 2600 + 1000 });
    expect(q.lines.slice(-2)).toEqual([
      { kind: 'DELIVERY_AT_PICKUP', label: 'Doorstep delivery at pick-up', amount: 500, count: null, name: null, percent: null },
      { kind: 'COLLECTION_AT_RETURN', label: 'Collection at return', amount: 500, count: null, name: null, percent: null },
    ]);
  });
});

describe('the service area (SERVICE_RADIUS_KM 25 around CITY_CENTER)', () => {
  const centre = DEFAULT_DELIVERY.center;
  it('delivers to a pin 1 km from the centre', () => {
    const d = deliveryOf({ pickupAddress: '14 Race Course Road', pickupPin: { lat: centre.lat + 0.009, lng: centre.lng } });
    expect(d.pickup).toEqual({
      address: '14 Race Course Road',
      landmark: null,
      lat: centre.lat + 0.009,
      lng: centre.lng,
      areaToConfirm: false,
    });
    expect(d.return).toBeNull();
  });

  it('refuses a pin 100 km from the centre with a message', () => {
    expect(() => deliveryOf({ returnAddress: 'Somewhere far', returnPin: { lat: centre.lat + 0.9, lng: centre.lng } })).toThrow(
      'The return address is 100 km from the city centre: we deliver within 25 km.',
    );
  });

  it('places an address without a pin by the locality it names, or asks for one or a landmark', () => {
    expect(deliveryOf({ pickupAddress: '21, Scheme 54, Vijay Nagar' }).pickup?.address).toBe('21, Scheme 54, Vijay Nagar');
    expect(() => deliveryOf({ pickupAddress: '12 Unknown Street' })).toThrow(
      /name your locality \(e\.g\. Vijay Nagar\) or add a landmark near it/,
    );
  });
});

let { server, asha, admin, car: fortuner } = {} as BookingWorld;
beforeAll(async () => {
  ({ server, asha, admin, car: fortuner } = await bookingWorld('Fortuner', { DELIVERY_FEE: '400' }));
});
afterAll(async () => {
  await server?.close();
});
const call = async (path: string, init?: RequestInit) => {
  const res = await server.fetch(path, init);
  return { status: res.status, body: (await res.json()) as any };
};
const QUOTE = `query($input: QuoteInput!) { quote(input: $input) { total deliveryFee lines { label amount } } }`;

describe('price rules over REST and GraphQL', () => {
  let ruleId: string;
  const body = bookingBody('', 40, { dropDate: cityDate(41) });

  it('staff add a rule; the quote names it; a booking keeps its amount when the rule goes', async () => {
    const day = cityDate(40);
    const created = await call(
      '/api/v1/admin/price-rules',
      json(admin, { name: 'Festival', from: day, to: day, percent: 20, priority: 5 }),
    );
    expect(created).toMatchObject({ status: 201, body: { _id: expect.any(String) } });
    ruleId = created.body._id;
    const listed = await call('/api/v1/admin/price-rules', json(admin, undefined, 'GET'));
    expect(listed.body).toContainEqual(expect.objectContaining({ _id: ruleId, name: 'Festival', from: day, to: day, percent: 20 }));
    const input = { carId: fortuner.id, pickupDate: day, pickupTime: '10:00', dropDate: cityDate(41), dropTime: '10:00', bookFor: 'Daily' };
    const q = await server.gql<{ quote: { total: number; lines: { label: string; amount: number }[] } }>(QUOTE, { input });
    expect(q.data!.quote).toMatchObject({
      total: 6599,
      lines: [
        { label: 'Rent: 1 day × ₹5,499', amount: 5499 },
        { label: 'Festival (1 day)', amount: 1100 },
      ],
    });
    const booked = await call('/api/v1/bookingsnew/book', json(asha.token, { ...body, carId: fortuner.id }));
    expect(booked.body.booking.amount).toBe(6599);
    expect((await call(`/api/v1/admin/price-rules/${ruleId}`, json(admin, undefined, 'DELETE'))).status).toBe(200);
    const mine = await call('/api/v1/bookingsnew/my', json(asha.token, undefined, 'GET'));
    expect(mine.body.bookings.find((b: { _id: string }) => b._id === booked.body.booking._id).amount).toBe(6599);
    expect((await server.gql<{ quote: { total: number } }>(QUOTE, { input })).data!.quote.total).toBe(5499);
  });

  it('the catalogue shows the lowest daily price ahead as fromPrice, beside the price', async () => {
    const cut = await call('/api/v1/admin/price-rules', json(admin, { name: 'Monsoon', from: cityDate(5), to: cityDate(6), percent: -10 }));
    const cars = await server.gql<{ cars: { id: string; price: number; fromPrice: number }[] }>('{ cars { id price fromPrice } }');
    expect(cars.data!.cars.find((c) => c.id === fortuner.id)).toEqual({ id: fortuner.id, price: 5499, fromPrice: 4949 });
    await call(`/api/v1/admin/price-rules/${cut.body._id}`, json(admin, undefined, 'DELETE'));
  });

  const bad: [string, Record<string, unknown>, RegExp][] = [
    ['no name', { name: '' }, /Name is required/],
    ['both a percent and a daily price', { dailyPrice: 100 }, /not both/],
    ['a weekday out of range', { weekdays: [7] }, /from 0 to 6/],
    ['no days at all', { weekdays: [] }, /date range, weekdays/],
    ['a percent below -90', { percent: -95 }, /from -90 to 300/],
    ['dates out of order', { from: cityDate(5), to: cityDate(4) }, /not be before/],
  ];
  for (const [what, over, message] of bad) {
    it(`refuses a rule with ${what} (400, nothing written)`, async () => {
      const before = (await call('/api/v1/admin/price-rules', json(admin, undefined, 'GET'))).body.length;
      const res = await call('/api/v1/admin/price-rules', json(admin, { name: 'Weekend', weekdays: [0, 6], percent: 15, ...over }));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
      expect((await call('/api/v1/admin/price-rules', json(admin, undefined, 'GET'))).body.length).toBe(before);
    });
  }
});

describe('doorstep delivery on a booking', () => {
  it('adds DELIVERY_FEE per leg to the amount and the quote, and stores the addresses for staff', async () => {
    const body = bookingBody(fortuner.id, 60, {
      dropDate: cityDate(61),
      delivery: { pickupAddress: '5 Vijay Nagar', returnAddress: '9 Palasia' },
    });
    const res = await call('/api/v1/bookingsnew/book', json(asha.token, body));
    expect(res.status).toBe(201);
    expect(res.body.booking.amount).toBe(5499 + 800);
    const gql = await server.gql<{
      bookings: { items: { id: string; deliveryFee: number; pickupAddress: string; returnAddress: string }[] };
    }>('{ bookings { items { id deliveryFee pickupAddress returnAddress } } }', {}, admin);
    expect(gql.data!.bookings.items.find((b) => b.id === res.body.booking._id)).toMatchObject({
      deliveryFee: 800,
      pickupAddress: '5 Vijay Nagar',
      returnAddress: '9 Palasia',
    });
    const q = await server.gql<{ quote: { deliveryFee: number; total: number } }>(QUOTE, {
      input: {
        carId: fortuner.id,
        pickupDate: cityDate(60),
        pickupTime: '10:00',
        dropDate: cityDate(61),
        dropTime: '10:00',
        deliveryPickup: true,
      },
    });
    expect(q.data!.quote).toMatchObject({ deliveryFee: 400 });
  });

  it('a partner booking with an address outside the area is refused before any account is made', async () => {
    const key = (await call('/api/v1/admin/api-keys', json(admin, { name: 'Hotel desk', scopes: ['bookings:write'] }))).body.key as string;
    const far = { returnAddress: 'Ujjain', returnPin: { lat: 23.1765, lng: 75.7885 } };
    const body = { ...bookingBody(fortuner.id, 66), email: 'far.away@example.com', name: 'Far Away', phone: '9812345670', delivery: far };
    const res = await call('/api/v1/partner/bookings', json(key, body));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/The return address is \d+ km from the city centre/);
    const users = await server.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>("select count(*)::int as n from users where email = 'far.away@example.com'");
    expect(users[0].n).toBe(0);
  });

  it('refuses an address outside the service area with a 400 and writes nothing', async () => {
    const far = { pickupAddress: 'Bhopal', pickupPin: { lat: 23.2599, lng: 77.4126 } };
    const res = await call('/api/v1/bookingsnew/book', json(asha.token, bookingBody(fortuner.id, 64, { delivery: far })));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/km from the city centre: we deliver within 25 km/);
  });
});
