import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/helpers.js';
import { adminToken, bookingBody, createCar, createCustomer, json } from './support/booking-fixtures.js';

// Issue 18's findings that are about one request each, tried as the attacker did.
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAIL: 'owner@indoredrive.example', ADMIN_PASSWORD: 'the-real-admin-password' });
  admin = adminToken(server);
});
afterAll(async () => {
  await server?.close();
});

describe('far-past admin date filters (finding 9)', () => {
  it.each(['1900-01-01', '0001-01-01', '2101-01-01'])('REST createdOn=%s is a 400 naming the filter, not a 500', async (day) => {
    const res = await server.fetch(`/api/v1/bookingsnew/all?createdOn=${day}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'The date filter must be between 2000-01-01 and 2100-12-31.' });
  });

  it('GraphQL bookings(createdOn: "1900-01-01") is BAD_USER_INPUT', async () => {
    const res = await server.gql('{ bookings(createdOn: "1900-01-01") { total } }', {}, admin);
    expect(res.errors?.[0]).toMatchObject({
      message: 'The date filter must be between 2000-01-01 and 2100-12-31.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('a day in range still filters', async () => {
    const res = await server.fetch('/api/v1/bookingsnew/all?createdOn=2026-11-25', { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
  });
});

describe('the reviews list (finding 4)', () => {
  it('is capped like the other legacy lists, with X-Total-Count', async () => {
    const res = await server.fetch('/api/v1/reviews?status=Accepted');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('0');
  });

  it('refuses an empty status as it refuses an unknown one', async () => {
    for (const q of ['status=', 'status=Bogus']) {
      const res = await server.fetch(`/api/v1/reviews?${q}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'Status must be Pending, Accepted or Rejected.' });
    }
  });
});

describe('a persisted-query hash that does not match its query (finding 8)', () => {
  it('is a client error, not INTERNAL_SERVER_ERROR', async () => {
    const res = await server.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ siteSettings { siteName } }',
        extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } },
      }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0].extensions.code).not.toBe('INTERNAL_SERVER_ERROR');
  });
});
describe('malformed multipart part headers (finding 10)', () => {
  const malformed = [
    '--XB\r\nContent-Disposition: form-data; name="a\x01b"\r\n\r\nx\r\n--XB--\r\n',
    '--XB\r\nContent-Disposition form-data name a\r\n\r\nx\r\n--XB--\r\n',
  ];
  const routes: [string, string, boolean][] = [
    ['POST', '/api/v1/car/register', false],
    ['PUT', '/api/user/auth/update-profile', false],
    ['POST', '/api/v1/cars', true],
    ['POST', '/api/v1/blogs', true],
    ['POST', '/api/offers', true],
    ['POST', '/graphql', false],
  ];
  it.each(routes)('%s %s answers 400, never 500, with no token needed', async (method, path, asAdmin) => {
    for (const body of malformed) {
      const res = await server.fetch(path, {
        method,
        body,
        headers: {
          'content-type': 'multipart/form-data; boundary=XB',
          'apollo-require-preflight': 'true',
          ...(asAdmin ? { authorization: `Bearer ${admin}` } : {}),
        },
      });
      expect(res.status).toBe(path === '/api/user/auth/update-profile' ? 401 : 400);
    }
  });
});

describe('an undeclared method on a known path (finding 10)', () => {
  it('answers 405 with Allow listing the declared methods', async () => {
    const res = await server.fetch('/api/v1/cars', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST');
    expect(await res.json()).toEqual({ message: 'PATCH is not allowed here. Allowed: GET, POST.' });
    const one = await server.fetch(`/api/v1/reviews/delete/${'0'.repeat(8)}-0000-4000-8000-000000000000`, { method: 'GET' });
    expect(one.status).toBe(405);
    expect(one.headers.get('allow')).toBe('DELETE');
  });

  it('still answers 404 for a path nobody declared', async () => {
    expect((await server.fetch('/api/v1/nothing-here', { method: 'PATCH' })).status).toBe(404);
  });
});

describe('per-address limits and IPv6 (finding 3)', () => {
  const from = (ip: string, init: RequestInit = {}) => ({
    ...init,
    headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': ip },
  });
  const review = (ip: string) =>
    server.fetch(
      '/api/v1/reviews',
      from(ip, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Six', rating: 5, message: 'Lovely car' }),
      }),
    );

  it('counts every address of one /64 as one: the 6th review from a /64 is refused, another /64 is not', async () => {
    for (let i = 1; i <= 5; i += 1) expect((await review(`2001:db8:aa:1::${i}`)).status).toBe(201);
    expect((await review('2001:db8:aa:1:ffff::99')).status).toBe(429);
    expect((await review('2001:db8:aa:2::1')).status).toBe(201);
  });

  it('counts an IPv4-mapped address as its IPv4 (admin sign-in attempts per address)', async () => {
    const attempt = (ip: string) =>
      server.fetch(
        '/api/v1/admin/login',
        from(ip, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong' }),
        }),
      );
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await attempt(i % 2 ? '198.51.100.20' : '::ffff:198.51.100.20')).status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect((await attempt('::ffff:198.51.100.20')).status).toBe(429);
  });
});

describe('partner bookings have their own quota (finding 5)', () => {
  it("10 bookings a partner makes in a customer's name leave the customer's own limit whole; the key has its own Pending quota", async () => {
    const car = await createCar(server, 'Dzire');
    const customer = await createCustomer(server, 'Meera Shah');
    const [{ email }] = await server.orm.em.getConnection().execute('select email from users where id = ?', [customer.id]);
    const keyRes = await server.fetch('/api/v1/admin/api-keys', json(admin, { name: 'Travel desk', scopes: ['bookings:write'] }));
    const { key } = (await keyRes.json()) as { key: string };
    const partnerBook = (day: number) =>
      server.fetch('/api/v1/partner/bookings', json(key, { ...bookingBody(car.id, day), email, name: 'Meera Shah', phone: '9812345678' }));
    for (let i = 0; i < 10; i += 1) expect((await partnerBook(3 + i)).status).toBe(201);
    // The customer's own booking is not refused by the partner's ten.
    const own = await server.fetch('/api/v1/bookingsnew/book', json(customer.token, bookingBody(car.id, 30)));
    expect(own.status).toBe(201);
    // The key's quota: 50 Pending at once.
    for (let i = 10; i < 50; i += 1) expect((await partnerBook(3 + i)).status).toBe(201);
    const over = await partnerBook(80);
    expect(over.status).toBe(409);
    expect(await over.json()).toEqual({
      message:
        'This API key already has 50 bookings waiting for confirmation. Please wait for our staff to answer some before booking again.',
    });
  });
});

describe('book-and-cancel loops (finding 6)', () => {
  it('a customer may cancel 10 bookings a day; the 11th is refused with a clear message', async () => {
    const car = await createCar(server, 'Swift');
    const customer = await createCustomer(server, 'Loop Tester');
    for (let i = 0; i < 11; i += 1) {
      const made = await server.fetch('/api/v1/bookingsnew/book', json(customer.token, bookingBody(car.id, 3 + i)));
      expect(made.status).toBe(201);
      const { booking } = (await made.json()) as { booking: { _id: string } };
      const cancelled = await server.fetch(`/api/v1/bookingsnew/cancel/${booking._id}`, json(customer.token, { reason: 'Loop' }, 'PUT'));
      if (i < 10) {
        expect(cancelled.status).toBe(200);
        continue;
      }
      expect(cancelled.status).toBe(429);
      expect(await cancelled.json()).toEqual({ message: 'You have cancelled many bookings today. Please try again tomorrow, or call us.' });
    }
  });

  it('a customer may create 30 bookings a day', async () => {
    const car = await createCar(server, 'Aura');
    const customer = await createCustomer(server, 'Busy Booker');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const made = await server.fetch('/api/v1/bookingsnew/book', json(customer.token, bookingBody(car.id, 3 + i)));
      statuses.push(made.status);
      // Staff reject each at once, so the Pending ceiling (10) never decides.
      if (made.status === 201) {
        const { booking } = (await made.json()) as { booking: { _id: string } };
        await server.fetch(`/api/v1/bookingsnew/status/${booking._id}`, json(admin, { status: 'Rejected' }, 'PUT'));
      }
    }
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('an admin ceiling that no number of addresses passes, with a way in for the real admin (finding 3)', () => {
  const login = (ip: string, password: string) =>
    server.fetch('/api/v1/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email: 'owner@indoredrive.example', password }),
    });

  it('pauses password sign-in after 60 attempts an hour from any addresses, mails a single-use link, and the link signs in', async () => {
    const statuses: number[] = [];
    // 60 different /64s: every per-address budget is fresh, only the account's own ceiling can stop them.
    for (let i = 0; i < 60; i += 1) statuses.push((await login(`2001:db8:${(i + 1).toString(16)}:7::1`, 'guess')).status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    const paused = await login('2001:db8:ffff:7::1', 'guess');
    expect(paused.status).toBe(429);
    expect(await paused.json()).toEqual({
      message: 'Too many sign-in attempts for this account. A sign-in link has been sent to its e-mail address.',
    });
    // Even the right password waits now: the way in is the link in the account's own mailbox.
    expect((await login('2001:db8:fffe:7::1', 'the-real-admin-password')).status).toBe(429);
    const mails = await server.orm.em
      .getConnection()
      .execute<{ payload: { to: string; text: string } }[]>(
        `select payload from outbox where kind = 'mail' and payload->>'to' = 'owner@indoredrive.example'`,
      );
    expect(mails).toHaveLength(1);
    const signin = /signin=([\w.-]+)/.exec(mails[0].payload.text)![1];
    const used = await server.fetch('/api/v1/admin/login-link', json(null, { signin }));
    expect(used.status).toBe(200);
    const { token } = (await used.json()) as { token: string };
    expect((await server.fetch('/api/v1/admin/verify-token', json(token, {}))).status).toBe(200);
    // Once only; and password sign-in works again after it.
    expect((await server.fetch('/api/v1/admin/login-link', json(null, { signin }))).status).toBe(401);
    expect((await login('2001:db8:fffd:7::1', 'the-real-admin-password')).status).toBe(200);
    expect((await server.fetch('/api/v1/admin/login-link', json(null, { signin: 'forged.token.value' }))).status).toBe(401);
  }, 90_000); // 60 password checks, each a deliberate hash: seconds of CPU on a busy 2-core machine
});
