import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/helpers.js';
import { bookingBody, cityDate, createCar, createCustomer, json } from './support/booking-fixtures.js';
import type { Car } from '../src/modules/cars/car.entity.js';

// The whole price before booking (issue 31): GST on the quote, the trip's terms beside it, and a car's offer badge as
// a price rule the quote and the booking both apply.
let server: TestServer;
let car: Car;

const WHOLE = `query ($input: QuoteInput!) { quote(input: $input) {
  subtotal discount offerDiscount total gst grandTotal advance deposit kmIncluded fuelChargePerEighth lateGraceMinutes lateHourCharge
  lines { label amount } } }`;
type Whole = Record<string, number | null> & { lines: { label: string; amount: number }[] };
const twoDays = (carId: string) => ({
  carId,
  pickupDate: cityDate(5),
  pickupTime: '10:00',
  dropDate: cityDate(7),
  dropTime: '10:00',
  bookFor: 'Daily',
});
async function quoteOf(input: Record<string, unknown>, token?: string): Promise<Whole> {
  const { data, errors } = await server.gql<{ quote: Whole }>(WHOLE, { input }, token);
  expect(errors).toBeUndefined();
  return data!.quote;
}
async function withOffer(offer: string | null): Promise<Car> {
  const c = await createCar(server, 'Creta');
  await server.orm.em.fork().getConnection().execute('update cars set offer = ? where id = ?', [offer, c.id]);
  server.app.services.catalogue.changed();
  return c;
}

beforeAll(async () => {
  server = await startTestServer({ OPERATOR_GSTIN: '23ABCDE1234F1Z5', SECURITY_DEPOSIT: '5000', KM_PER_DAY: '250' });
  car = await createCar(server, 'Fortuner'); // 5499 a day
});
afterAll(async () => {
  await server?.close();
});

describe('the quote with tax and terms', () => {
  it('adds GST at the car rate to the total, and says the deposit, the km included and the fuel and late charges', async () => {
    const q = await quoteOf(twoDays(car.id));
    // Two days at 5499: 10998; CGST 9% and SGST 9% of it, each 989.82 -> 990.
    expect(q).toMatchObject({ total: 10998, offerDiscount: 0, gst: 1980, grandTotal: 12978, advance: 5499 });
    expect(q).toMatchObject({ deposit: 5000, kmIncluded: 500, fuelChargePerEighth: 600, lateGraceMinutes: 30, lateHourCharge: 550 });
  });

  it('has no km limit over 72 hours', async () => {
    const q = await quoteOf({ ...twoDays(car.id), dropDate: cityDate(9) });
    expect(q.kmIncluded).toBeNull();
  });
});

describe('the offer badge as a price rule', () => {
  it('takes "10% OFF" off the rent of every quote, and the booking stores that price', async () => {
    const offered = await withOffer('10% OFF');
    const q = await quoteOf(twoDays(offered.id));
    expect(q).toMatchObject({ subtotal: 10998, offerDiscount: 1100, total: 9898, gst: 1782, grandTotal: 11680 });
    expect(q.lines).toContainEqual({ label: 'Offer: 10% OFF', amount: -1100 });
    const { data } = await server.gql<{ quote: { lines: unknown[] } }>(
      'query ($input: QuoteInput!) { quote(input: $input) { lines { kind name amount } } }',
      {
        input: twoDays(offered.id),
      },
    );
    expect(data!.quote.lines).toContainEqual({ kind: 'OFFER', name: '10% OFF', amount: -1100 });
    const customer = await createCustomer(server, 'Neha Jain');
    const res = await server.fetch('/api/v1/bookingsnew/book', json(customer.token, bookingBody(offered.id, 5)));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { booking: { amount: number } }).booking.amount).toBe(9898);
  });

  it('gives "First Ride 20% OFF" to a first ride only: a customer with a booking is quoted and booked the full price', async () => {
    const offered = await withOffer('First Ride 20% OFF');
    const newcomer = await createCustomer(server, 'Kabir Shah');
    expect((await quoteOf(twoDays(offered.id))).offerDiscount).toBe(2200);
    expect((await quoteOf(twoDays(offered.id), newcomer.token)).offerDiscount).toBe(2200);
    const first = await server.fetch('/api/v1/bookingsnew/book', json(newcomer.token, bookingBody(offered.id, 5)));
    expect(((await first.json()) as { booking: { amount: number } }).booking.amount).toBe(8798);
    // Now a returning customer: no discount on the quote, nor on the second booking.
    const again = await quoteOf(twoDays(offered.id), newcomer.token);
    expect(again).toMatchObject({ offerDiscount: 0, total: 10998 });
    expect(again.lines.some((l) => l.label.startsWith('Offer'))).toBe(false);
    const second = await server.fetch('/api/v1/bookingsnew/book', json(newcomer.token, bookingBody(offered.id, 20)));
    expect(((await second.json()) as { booking: { amount: number } }).booking.amount).toBe(10998);
  });

  it('ignores a badge that states no rule, and the listing marks only the badges that are rules', async () => {
    const plain = await withOffer('Free fuel');
    const ruled = await withOffer('First Ride 20% OFF');
    expect(await quoteOf(twoDays(plain.id))).toMatchObject({ offerDiscount: 0, total: 10998 });
    const cars = (await (await server.fetch('/api/v1/cars')).json()) as { _id: string; offer?: string; offerRule?: unknown }[];
    expect(cars.find((c) => c._id === plain.id)).toMatchObject({ offer: 'Free fuel' });
    expect(cars.find((c) => c._id === plain.id)?.offerRule).toBeUndefined();
    expect(cars.find((c) => c._id === ruled.id)).toMatchObject({ offerRule: { percent: 20, firstRideOnly: true } });
  });

  it('books at the offer the car has now: a badge changed since the catalogue was read is priced again', async () => {
    const offered = await withOffer('10% OFF');
    await quoteOf(twoDays(offered.id));
    // Changed behind the catalogue's back (another process): the insert sees the row differ and prices it again.
    await server.orm.em.fork().getConnection().execute('update cars set offer = null where id = ?', [offered.id]);
    const customer = await createCustomer(server, 'Isha Rao');
    const res = await server.fetch('/api/v1/bookingsnew/book', json(customer.token, bookingBody(offered.id, 5)));
    expect(((await res.json()) as { booking: { amount: number } }).booking.amount).toBe(10998);
  });
});

// The same quote over a plain GET (the booking dialog reads it without Apollo; integrators with catalogue:read).
describe('GET /api/v1/cars/{id}/quote', () => {
  const FULL = `query ($input: QuoteInput!) { quote(input: $input) {
    bookFor pricedAs hours units unit rate subtotal discountPercent discount offerDiscount deliveryFee total gst grandTotal
    advance lines { label amount kind count name percent } deposit kmIncluded fuelChargePerEighth lateGraceMinutes lateHourCharge } }`;
  const queryOf = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  async function restQuote(carId: string, fields: Record<string, string>, token?: string) {
    const res = await server.fetch(
      `/api/v1/cars/${carId}/quote?${queryOf(fields)}`,
      token ? { headers: { authorization: `Bearer ${token}` } } : {},
    );
    return { status: res.status, cacheControl: res.headers.get('cache-control'), body: (await res.json()) as Record<string, unknown> };
  }
  const { carId: _, ...period } = twoDays('');

  it("answers GraphQL's quote field for field, delivery legs and the week's plan included", async () => {
    const fields = { ...period, dropDate: cityDate(13), bookFor: 'Weekly', deliveryPickup: 'true', deliveryReturn: 'false' };
    const { data } = await server.gql<{ quote: Record<string, unknown> }>(FULL, {
      input: { ...fields, carId: car.id, deliveryPickup: true, deliveryReturn: false },
    });
    const rest = await restQuote(car.id, fields);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(data!.quote);
    expect(rest.body).toMatchObject({ bookFor: 'Weekly', units: 8, deliveryFee: expect.any(Number) });
    // Each line says what it is and its values, so a site can word it in its reader's language.
    expect(rest.body.lines).toEqual([
      { kind: 'RENT', label: 'Rent: 8 days × ₹5,499', amount: 43992, count: 8, name: null, percent: null },
      { kind: 'PLAN_DISCOUNT', label: 'Weekly discount (15%)', amount: -6599, count: null, name: null, percent: 15 },
      {
        kind: 'DELIVERY_AT_PICKUP',
        label: 'Doorstep delivery at pick-up',
        amount: rest.body.deliveryFee,
        count: null,
        name: null,
        percent: null,
      },
    ]);
    expect(rest.body.deliveryFee).toBeGreaterThan(0);
    // Whose quote it is matters (a first-ride offer): no shared cache keeps it.
    expect(rest.cacheControl).toBe('private, no-cache');
  });

  it("quotes a signed-in customer's first-ride offer as GraphQL does: a returning customer gets the full price", async () => {
    const offered = await withOffer('First Ride 20% OFF');
    const returning = await createCustomer(server, 'Meera Iyer');
    expect((await server.fetch('/api/v1/bookingsnew/book', json(returning.token, bookingBody(offered.id, 5)))).status).toBe(201);
    expect((await restQuote(offered.id, { ...period, bookFor: 'Daily' })).body.offerDiscount).toBe(2200);
    expect((await restQuote(offered.id, { ...period, bookFor: 'Daily' }, returning.token)).body).toMatchObject({
      offerDiscount: 0,
      total: 10998,
    });
  });

  it.each([
    ['no dates', { bookFor: 'Daily' }, 400, /Pick-up date is required/],
    [
      'a drop-off before the pick-up',
      { ...period, dropDate: cityDate(4), bookFor: 'Daily' },
      400,
      /The drop-off must be after the pick-up/,
    ],
    ['a plan that is none', { ...period, bookFor: 'Hourly' }, 400, /Book for must be 12 Hours, Daily, Weekly or Monthly/],
    [
      'a leg that is neither true nor false',
      { ...period, bookFor: 'Daily', deliveryPickup: 'maybe' },
      400,
      /Delivery at pick-up must be true or false/,
    ],
  ])('refuses %s with a 400 and its message', async (_label, fields, status, message) => {
    const res = await restQuote(car.id, fields as Record<string, string>);
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message);
  });

  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
    ['', false],
  ])('reads deliveryPickup=%s as %s', async (text, delivered) => {
    const res = await restQuote(car.id, { ...period, bookFor: 'Daily', deliveryPickup: text });
    expect(res.status).toBe(200);
    expect((res.body.deliveryFee as number) > 0).toBe(delivered);
  });

  it('refuses a yes/no that is a name on every object (constructor) like any other word', async () => {
    const res = await restQuote(car.id, { ...period, bookFor: 'Daily', deliveryReturn: 'constructor' });
    expect(res).toMatchObject({ status: 400, body: { message: 'Collection at return must be true or false.' } });
  });

  it('answers 404 for a car that does not exist', async () => {
    const res = await restQuote('0b9a7c1e-4f7a-4d63-9d0b-1a2b3c4d5e6f', { ...period, bookFor: 'Daily' });
    expect(res).toMatchObject({ status: 404, body: { message: 'Car not found.' } });
  });
});
