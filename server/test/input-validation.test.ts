import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, startTestServer, type TestServer } from './support/helpers.js';
import { insertCar, insertCustomer, send, sql } from './support/account-fixtures.js';
import { adminToken } from './support/booking-fixtures.js';

/*
 * The schemas that generate /api/openapi.json validate each REST request's input (http/contract/validate-input.ts):
 * wrong types and shapes are refused with 400 and a message naming the field, before any route runs, and nothing is
 * written; a field that is merely absent or empty still reaches the service and gets SPEC.md's message.
 */

let server: TestServer;
let admin: string;
let customer: string;
let carId: string;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SCALE: '1000' });
  admin = adminToken(server);
  customer = (await insertCustomer(server)).token;
  carId = await insertCar(server, 'Validation car');
});
afterAll(async () => {
  await server?.close();
});

const counts = async () =>
  (
    await sql<Record<string, number>>(
      server,
      `select
  (select count(*)::int from contact_messages) as contacts, (select count(*)::int from reviews) as reviews,
  (select count(*)::int from bookings) as bookings, (select count(*)::int from api_keys) as keys,
  (select count(*)::int from quick_bookings) as quick, (select count(*)::int from registered_cars) as registered`,
    )
  )[0];

const validBooking = () => ({
  carId,
  name: 'Asha Verma',
  phone: '9876543210',
  license: 'MP09 1234',
  pickupDate: '2030-01-10',
  pickupTime: '10:00',
  dropDate: '2030-01-12',
  dropTime: '10:00',
  bookFor: 'Daily',
});

describe('JSON bodies: wrong types are refused by the declared schema, nothing written', () => {
  it.each([
    [
      'POST',
      '/api/v1/contact/add',
      null,
      { name: { $ne: 1 }, email: 'a@b.co', phone: '9876543210', message: 'Hi' },
      'The field "name" must be text.',
    ],
    [
      'POST',
      '/api/v1/contact/add',
      null,
      { name: 'Asha', email: ['a@b.co'], phone: '9876543210', message: 'Hi' },
      'The field "email" must be text.',
    ],
    ['POST', '/api/v1/reviews', null, { name: 'Asha', rating: true, message: 'Good' }, 'The field "rating" must be a number.'],
    ['POST', '/api/v1/reviews', null, { name: 'Asha', rating: { value: 5 }, message: 'Good' }, 'The field "rating" must be a number.'],
    ['POST', '/api/v1/bookingsnew/book', 'customer', { ...validBooking(), carId: [carId] }, 'The field "carId" must be text.'],
    [
      'POST',
      '/api/v1/bookingsnew/book',
      'customer',
      { ...validBooking(), bookFor: 7 },
      'The field "bookFor" must be one of 12 Hours, Daily, Weekly, Monthly.',
    ],
    [
      'POST',
      '/api/v1/bookings',
      'customer',
      {
        fromCity: 'Indore',
        toCity: 'Bhopal',
        bookAt: 'daily',
        carName: 'Swift',
        mobile: { n: 1 },
        pickDate: '2030-01-10',
        pickTime: '10:00',
        dropDate: '2030-01-11',
        dropTime: '10:00',
      },
      'The field "mobile" must be text.',
    ],
    [
      'POST',
      '/api/v1/admin/api-keys',
      'admin',
      { name: 'Agent', scopes: [['catalogue:read']] },
      'The field "scopes[0]" must be one of catalogue:read, bookings:read, bookings:write.',
    ],
    ['POST', '/api/v1/cars/reorder', 'admin', [{ _id: randomUUID(), order: [1] }], 'The field "[0].order" must be a number.'],
    ['POST', '/api/v1/cars/reorder', 'admin', ['not an item'], 'The field "[0]" must be an object.'],
    ['POST', '/api/user/bulk-delete', 'admin', { ids: [{ id: randomUUID() }] }, 'The field "ids[0]" must be text.'],
    ['POST', '/api/auth/send-email-otp', null, { email: true, name: 'Asha', phone: '9876543210' }, 'The field "email" must be text.'],
    ['POST', '/api/v1/contact/add', null, ['name', 'email'], 'The request body must be a JSON object.'],
  ])('%s %s (%s) answers 400', async (method, path, role, body, message) => {
    const before = await counts();
    const token = role === 'admin' ? admin : role === 'customer' ? customer : undefined;
    expect(await send(server, method, path, body, { token, ip: freshIp() })).toEqual({ status: 400, body: { message } });
    expect(await counts()).toEqual(before);
  });

  it('a wrong type in a path-parameter route and a bad status type answer 400 too', async () => {
    const path = `/api/v1/bookingsnew/status/${randomUUID()}`;
    expect(await send(server, 'PUT', path, { status: 5 }, { token: admin })).toEqual({
      status: 400,
      body: { message: 'The field "status" must be one of Accepted, Rejected, Completed.' },
    });
    expect(await send(server, 'PUT', `/api/v1/bookingsnew/cancel/${'x'.repeat(300)}`, { reason: 'Plans' }, { token: customer })).toEqual({
      status: 400,
      body: { message: 'The path parameter "id" is too long (at most 200 characters).' },
    });
    expect(await send(server, 'PUT', '/api/v1/bookingsnew/cancel/%E0%A4', { reason: 'Plans' }, { token: customer })).toEqual({
      status: 400,
      body: { message: 'The path parameter "id" is not valid percent-encoding.' },
    });
  });

  // Express matched routes in any letter case while the contract's lookup did not: such a request ran its handler
  // with nothing checked (a quote answered 500; a booking's body reached the service unparsed).
  it('a path in another letter case is its operation, checked like it', async () => {
    const before = await counts();
    expect(await send(server, 'GET', `/api/v1/Cars/${carId}/Quote?pickupDate=x`)).toEqual({
      status: 400,
      body: { message: 'Pick-up date must be a date written yyyy-MM-dd.' },
    });
    expect(await send(server, 'POST', '/api/v1/BookingsNew/Book', { ...validBooking(), carId: [carId] }, { token: customer })).toEqual({
      status: 400,
      body: { message: 'The field "carId" must be text.' },
    });
    expect(
      await send(server, 'POST', '/api/v1/BookingsNew/Book', { ...validBooking(), pickupDate: '10/01/2030' }, { token: customer }),
    ).toEqual({ status: 400, body: { message: 'Pick-up date must be a date written yyyy-MM-dd.' } });
    expect(await counts()).toEqual(before);
  });

  it('OPTIONS on a known path answers what it allows; another method is 405 with the same Allow', async () => {
    const options = await server.fetch('/api/v1/cars', { method: 'OPTIONS' });
    expect([options.status, options.headers.get('allow')]).toEqual([204, 'GET, POST']);
    const refused = await server.fetch('/api/v1/cars', { method: 'DELETE' });
    expect([refused.status, refused.headers.get('allow')]).toEqual([405, 'GET, POST']);
  });
});

describe('what the services word is left to them (SPEC.md messages unchanged)', () => {
  it.each([
    ['/api/v1/contact/add', { name: '', email: 'a@b.co', phone: '9876543210', message: 'Hi' }, 'Name is required'],
    ['/api/v1/contact/add', { name: null, email: 'a@b.co', phone: '9876543210', message: 'Hi' }, 'Name is required'],
    ['/api/v1/contact/add', { name: 'Asha', phone: '9876543210', message: 'Hi' }, 'Valid email required'],
    ['/api/v1/reviews', { name: 'A', rating: 'five', message: 'M' }, 'Rating must be a number from 0 to 5 in steps of 0.5.'],
    ['/api/v1/reviews', { name: 'A', message: 'M' }, 'Rating must be a number from 0 to 5 in steps of 0.5.'],
    ['/api/v1/admin/login', { email: 'x@y.co' }, 'Email and password are required.'],
    [
      '/api/v1/admin/api-keys',
      { name: 'Agent', scopes: 'catalogue:read' },
      'Choose at least one scope: catalogue:read, bookings:read, bookings:write.',
    ],
    ['/api/v1/cars/reorder', { cars: [] }, 'Send a list of 1 to 1000 items of the form { _id, order }.'],
    ['/api/user/bulk-delete', { ids: 'abc' }, 'ids must be a list of 1 to 500 user ids.'],
    ['/api/user/bulk-delete', {}, 'ids must be a list of 1 to 500 user ids.'],
    ['/api/auth/verify-signin-link', {}, 'This sign-in link has expired or was already used. Please request a new code.'],
    ['/api/auth/verify-signin-link', { signin: 12345 }, 'This sign-in link has expired or was already used. Please request a new code.'],
    ['/api/auth/verify-signin-link', { signin: '  ' }, 'This sign-in link has expired or was already used. Please request a new code.'],
    ['/api/auth/resend-email-otp', {}, 'Valid email required'],
    ['/api/auth/resend-email-otp', { email: 12345 }, 'Valid email required'],
  ])('POST %s %j keeps the service message', async (path, body, message) => {
    const res = await send(server, 'POST', path, body, { ip: freshIp(), token: admin });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('a number where text is declared reaches the service, which words its own answer', async () => {
    const res = await send(
      server,
      'POST',
      '/api/v1/contact/add',
      { name: 'Asha', email: 'a@b.co', phone: 9876543210, message: 'Hi' },
      { ip: freshIp() },
    );
    expect(res).toEqual({ status: 400, body: { message: 'Valid 10-digit phone number required' } });
    const quick = await send(
      server,
      'POST',
      '/api/v1/contact/add',
      { name: 'Asha', email: 'a@b.co', phone: '9876543210', message: 12345 },
      { ip: freshIp() },
    );
    expect(quick.status).toBe(201);
  });

  it('an undeclared field is left alone', async () => {
    const res = await send(
      server,
      'POST',
      '/api/v1/reviews',
      { name: 'A', rating: 4.5, message: 'M', extra: { any: 'thing' } },
      { ip: freshIp() },
    );
    expect(res.status).toBe(201);
  });
});

describe('query strings and multipart fields', () => {
  it("a declared query parameter given twice is 400; a bad value is the service's message", async () => {
    const twice = await server.fetch('/api/v1/reviews?status=Accepted&status=Pending');
    expect({ status: twice.status, body: await twice.json() }).toEqual({
      status: 400,
      body: { message: 'The query parameter "status" must be given once, as text.' },
    });
    const bad = await server.fetch('/api/v1/reviews?status=Maybe', { headers: { authorization: `Bearer ${admin}` } });
    expect({ status: bad.status, body: await bad.json() }).toEqual({
      status: 400,
      body: { message: 'Status must be Pending, Accepted or Rejected.' },
    });
    const days = await server.fetch(`/api/v1/cars/${carId}/availability?days=5&days=6`);
    expect(days.status).toBe(400);
    // GET /api/v1/cars is answered before Express (the hot path); its period parameters get the same check.
    const period = await server.fetch(
      '/api/v1/cars?pickupDate=2030-01-10&pickupDate=2030-01-11&pickupTime=10:00&dropDate=2030-01-12&dropTime=10:00',
    );
    expect({ status: period.status, body: await period.json() }).toEqual({
      status: 400,
      body: { message: 'The query parameter "pickupDate" must be given once, as text.' },
    });
    expect((await server.fetch('/api/v1/cars?pickupDate=2030-01-10&pickupTime=10:00&dropDate=2030-01-12&dropTime=10:00')).status).toBe(200);
  });

  it('a query value is one line: a tab or a line break in it is refused like any control character (npm run fuzz found ?search=\\t)', async () => {
    const auth = { headers: { authorization: `Bearer ${admin}` } };
    for (const value of ['%09', '%0A', 'a%0Db', '%00']) {
      const res = await server.fetch(`/api/v1/bookingsnew/all?search=${value}`, auth);
      expect({ value, status: res.status, body: await res.json() }).toEqual({
        value,
        status: 400,
        body: { message: 'The field "search" contains characters that are not allowed.' },
      });
    }
    expect((await server.fetch('/api/v1/bookingsnew/all?search=Asha%20Verma', auth)).status).toBe(200);
  });

  it('a multipart text field sent twice (a list) is refused, and nothing is stored', async () => {
    const before = await counts();
    const form = new FormData();
    for (const [k, v] of Object.entries({
      carName: 'Swift',
      model: '2020',
      numberPlate: 'MP09 AB 1234',
      fuelType: 'Petrol',
      seats: '5',
      clientName: 'Asha',
      phone: '9876543210',
      email: 'a@b.co',
    }))
      form.append(k, v);
    form.append('carName', 'Second name');
    const res = await server.fetch('/api/v1/car/register', { method: 'POST', body: form, headers: { 'x-forwarded-for': freshIp() } });
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 400, body: { message: 'The field "carName" must be text.' } });
    expect(await counts()).toEqual(before);
  });
});

describe('the edge enforces every zod limit itself (issue 30)', () => {
  it('refuses a value the schema limits though the service would take it: a car position above 100,000', async () => {
    // parseCarPositions (the service) takes any order up to 1,000,000; the schema says at most 100,000.
    const order = async () => (await sql<{ order: number }>(server, `select "order" from cars where id = '${carId}'`))[0].order;
    const before = await order();
    expect(await send(server, 'POST', '/api/v1/cars/reorder', [{ _id: carId, order: 500_000 }], { token: admin })).toEqual({
      status: 400,
      body: { message: 'The field "[0].order" must be at most 100000.' },
    });
    expect(await order()).toBe(before);
    // Within the limit the same request goes through.
    expect((await send(server, 'POST', '/api/v1/cars/reorder', [{ _id: carId, order: 99_999 }], { token: admin })).status).toBe(200);
    expect(await order()).toBe(99_999);
  });

  it('words a limit the schema words itself as the service would: a review rating of 4.3', async () => {
    const before = await counts();
    expect(await send(server, 'POST', '/api/v1/reviews', { name: 'Asha', rating: 4.3, message: 'Good' }, { ip: freshIp() })).toEqual({
      status: 400,
      body: { message: 'Rating must be a number from 0 to 5 in steps of 0.5.' },
    });
    expect(await counts()).toEqual(before);
  });
});
