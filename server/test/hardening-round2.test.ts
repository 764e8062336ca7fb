import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/helpers.js';
import { adminToken } from './support/booking-fixtures.js';

// Issue 18's findings that are about one request each, tried as the attacker did.
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = adminToken(server);
});
afterAll(async () => { await server?.close(); });

describe('far-past admin date filters (finding 9)', () => {
  it.each(['1900-01-01', '0001-01-01', '2101-01-01'])('REST createdOn=%s is a 400 naming the filter, not a 500', async (day) => {
    const res = await server.fetch(`/api/v1/bookingsnew/all?createdOn=${day}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'The date filter must be between 2000-01-01 and 2100-12-31.' });
  });

  it('GraphQL bookings(createdOn: "1900-01-01") is BAD_USER_INPUT', async () => {
    const res = await server.gql('{ bookings(createdOn: "1900-01-01") { total } }', {}, admin);
    expect(res.errors?.[0]).toMatchObject({ message: 'The date filter must be between 2000-01-01 and 2100-12-31.', extensions: { code: 'BAD_USER_INPUT' } });
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
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ siteSettings { siteName } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }),
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
    ['POST', '/api/v1/car/register', false], ['PUT', '/api/user/auth/update-profile', false], ['POST', '/api/v1/cars', true],
    ['POST', '/api/v1/blogs', true], ['POST', '/api/offers', true], ['POST', '/graphql', false],
  ];
  it.each(routes)('%s %s answers 400, never 500, with no token needed', async (method, path, asAdmin) => {
    for (const body of malformed) {
      const res = await server.fetch(path, {
        method, body,
        headers: { 'content-type': 'multipart/form-data; boundary=XB', 'apollo-require-preflight': 'true', ...(asAdmin ? { authorization: `Bearer ${admin}` } : {}) },
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
  const from = (ip: string, init: RequestInit = {}) => ({ ...init, headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': ip } });
  const review = (ip: string) => server.fetch('/api/v1/reviews', from(ip, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Six', rating: 5, message: 'Lovely car' }),
  }));

  it('counts every address of one /64 as one: the 6th review from a /64 is refused, another /64 is not', async () => {
    for (let i = 1; i <= 5; i += 1) expect((await review(`2001:db8:aa:1::${i}`)).status).toBe(201);
    expect((await review('2001:db8:aa:1:ffff::99')).status).toBe(429);
    expect((await review('2001:db8:aa:2::1')).status).toBe(201);
  });

  it('counts an IPv4-mapped address as its IPv4 (admin sign-in attempts per address)', async () => {
    const attempt = (ip: string) => server.fetch('/api/v1/admin/login', from(ip, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong' }),
    }));
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await attempt(i % 2 ? '198.51.100.20' : '::ffff:198.51.100.20')).status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect((await attempt('::ffff:198.51.100.20')).status).toBe(429);
  });
});
