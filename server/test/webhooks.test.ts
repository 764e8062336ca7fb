import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bookingBody, bookingInput, createCar, createCustomer, json, type Customer } from './support/booking-fixtures.js';
import { startTestServer, type TestServer } from './support/helpers.js';
import { sql } from './support/account-fixtures.js';
import { verifySignature } from '../src/modules/webhooks/webhook-signature.js';
import { isPrivateAddress } from '../src/modules/webhooks/ssrf.js';
import { postSigned } from '../src/modules/webhooks/webhook-sender.js';
import type { Car } from '../src/modules/cars/car.entity.js';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local receiver: records every POST; `answers[path]` lists the statuses to answer in turn (then 200). */
class Receiver {
  readonly received: Received[] = [];
  readonly answers: Record<string, number[]> = {};
  private readonly server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      this.received.push({ path: req.url ?? '/', headers: req.headers, body });
      res.statusCode = this.answers[req.url ?? '/']?.shift() ?? 200;
      res.end('ok');
    });
  });
  url = '';
  async start() {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  at(path: string) {
    return this.received.filter((r) => r.path === path);
  }
  close() {
    return new Promise((r) => this.server.close(r));
  }
}

let server: TestServer;
let receiver: Receiver;
let admin: string;
let car: Car;
let asha: Customer;

beforeAll(async () => {
  receiver = new Receiver();
  await receiver.start();
  server = await startTestServer({
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_RETRY_BASE_MS: '100',
    WEBHOOK_MAX_ATTEMPTS: '3',
    OUTBOX_POLL_MS: '50',
  });
  admin = adminToken(server);
  car = await createCar(server, 'Fortuner');
  asha = await createCustomer(server, 'Asha Verma');
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const call = async (path: string, init?: RequestInit) => {
  const res = await server.fetch(path, init);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
};
const register = async (path: string, events: string[]) => {
  const res = await call('/api/v1/admin/webhooks', json(admin, { url: `${receiver.url}${path}`, events }));
  expect(res.status).toBe(201);
  return res.body as { _id: string; secret: string };
};
type Falsy = false | 0 | '' | null | undefined;
async function until<T>(check: () => T | Falsy | Promise<T | Falsy>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as T;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('signed deliveries', () => {
  it('POSTs booking.created with the event id, type, time and the booking (no licence), signed with the secret', async () => {
    const { secret } = await register('/created', ['booking.created']);
    expect(secret).toMatch(/^whsec_/);
    const made = await call('/api/v1/bookingsnew/book', json(asha.token, bookingBody(car.id, 3)));
    expect(made.status).toBe(201);
    const [hit] = await until(() => receiver.at('/created').length && receiver.at('/created'));
    const event = JSON.parse(hit.body);
    expect(event).toMatchObject({
      type: 'booking.created',
      object: { _id: made.body.booking._id, status: 'Pending', carId: { _id: car.id } },
    });
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(event.time).toISOString()).toBe(event.time);
    expect(event.object.license).toBeUndefined();
    expect(hit.headers['x-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(secret, hit.body, String(hit.headers['x-signature']))).toBe(true);
    expect(verifySignature('whsec_wrong', hit.body, String(hit.headers['x-signature']))).toBe(false);
    expect(verifySignature(secret, hit.body.replace('Pending', 'Accepted'), String(hit.headers['x-signature']))).toBe(false);
  });

  it("stamps each event's time with the site's clock (the port tests move), not the machine's", async () => {
    await register('/clock', ['booking.created']);
    const { _id } = await register('/clock-test', ['car.changed']);
    const HOUR = 3_600_000;
    server.clock.advance(HOUR);
    try {
      const before = server.clock.now().getTime();
      expect((await call('/api/v1/bookingsnew/book', json(asha.token, bookingBody(car.id, 20)))).status).toBe(201);
      expect((await call(`/api/v1/admin/webhooks/${_id}/test`, json(admin, {}))).status).toBe(202);
      const after = server.clock.now().getTime();
      for (const path of ['/clock', '/clock-test']) {
        const [hit] = await until(() => receiver.at(path).length && receiver.at(path));
        const at = Date.parse(JSON.parse(hit.body).time);
        expect(at, path).toBeGreaterThanOrEqual(before);
        expect(at, path).toBeLessThanOrEqual(after);
      }
    } finally {
      server.clock.advance(-HOUR);
    }
  });

  it('sends booking.status_changed, booking.cancelled and car.changed to the endpoints subscribed to them', async () => {
    await register('/lifecycle', ['booking.status_changed', 'booking.cancelled', 'car.changed']);
    const made = await call('/api/v1/bookingsnew/book', json(asha.token, bookingBody(car.id, 10)));
    await call(`/api/v1/bookingsnew/status/${made.body.booking._id}`, json(admin, { status: 'Accepted' }, 'PUT'));
    await call(`/api/v1/bookingsnew/cancel/${made.body.booking._id}`, json(asha.token, { reason: 'Plans changed' }, 'PUT'));
    await server.gql(`mutation { reorderCars(items: [{ id: "${car.id}", order: 3 }]) { id } }`, {}, admin);
    const types = await until(() => {
      const seen = receiver.at('/lifecycle').map((r) => JSON.parse(r.body).type);
      return seen.length >= 3 && seen;
    });
    expect(types.sort()).toEqual(['booking.cancelled', 'booking.status_changed', 'car.changed']);
    const cancelled = receiver
      .at('/lifecycle')
      .map((r) => JSON.parse(r.body))
      .find((e) => e.type === 'booking.cancelled');
    expect(cancelled.object).toMatchObject({ _id: made.body.booking._id, status: 'Canceled', cancelReason: 'Plans changed' });
  });
});

describe('booking.created and its booking commit together', () => {
  const counts = async (carId: string) => {
    const [row] = await sql<{ bookings: number; events: number }>(
      server,
      `select
      (select count(*)::int from bookings where car_id = ?) as bookings,
      (select count(*)::int from outbox where kind = 'webhook.event' and payload->>'type' = 'booking.created'
         and payload->>'bookingId' in (select id::text from bookings where car_id = ?)) as events`,
      [carId, carId],
    );
    return row;
  };

  it('a failure after the insert rolls back both; a success writes both', async () => {
    await register('/atomic', ['booking.created']);
    const own = await createCar(server, 'Atomic Innova');
    const { bookings } = server.app.services;
    // Any booking.created event the booking's transaction writes fails, after the booking row is in.
    await sql(
      server,
      `create or replace function refuse_booking_created() returns trigger language plpgsql as $$
      begin if new.kind = 'webhook.event' and new.payload->>'type' = 'booking.created' then raise exception 'outbox refused'; end if; return new; end $$`,
    );
    await sql(
      server,
      'create trigger refuse_booking_created before insert on outbox for each row execute function refuse_booking_created()',
    );
    try {
      await expect(bookings.create(server.orm.em.fork(), asha.id, bookingInput(own.id, 40))).rejects.toThrow(/outbox refused/);
      expect(await counts(own.id)).toEqual({ bookings: 0, events: 0 });
    } finally {
      await sql(server, 'drop trigger refuse_booking_created on outbox');
    }
    const booking = await bookings.create(server.orm.em.fork(), asha.id, bookingInput(own.id, 40));
    expect(await counts(own.id)).toEqual({ bookings: 1, events: 1 });
    const [event] = await sql<{ payload: { bookingId: string } }>(
      server,
      `select payload from outbox where kind = 'webhook.event' and payload->>'bookingId' = ?`,
      [booking.id],
    );
    expect(event.payload.bookingId).toBe(booking.id);
  });
});

describe('retries and disabling', () => {
  it('retries after a 500 with the same event id, and logs status, attempts and last error', async () => {
    receiver.answers['/flaky'] = [500];
    const { _id } = await register('/flaky', ['car.changed']);
    expect((await call(`/api/v1/admin/webhooks/${_id}/test`, json(admin, {}))).status).toBe(202);
    const hits = await until(() => receiver.at('/flaky').length >= 2 && receiver.at('/flaky'));
    expect(new Set(hits.map((h) => JSON.parse(h.body).id)).size).toBe(1);
    expect(JSON.parse(hits[0].body).type).toBe('webhook.test');
    const log = await until(async () => {
      const res = await call(`/api/v1/admin/webhooks/${_id}/deliveries`, { headers: { authorization: `Bearer ${admin}` } });
      return res.body[0]?.status === 'delivered' && res.body;
    });
    expect(log[0]).toMatchObject({ eventType: 'webhook.test', status: 'delivered', attempts: 2, lastStatusCode: 200, lastError: null });
  });

  it('disables an endpoint whose delivery keeps failing, tells staff by mail, and sends it nothing more', async () => {
    receiver.answers['/down'] = [500, 500, 500, 500, 500];
    const { _id } = await register('/down', ['car.changed']);
    await call(`/api/v1/admin/webhooks/${_id}/test`, json(admin, {}));
    const endpoint = await until(async () => {
      const list = (await call('/api/v1/admin/webhooks', { headers: { authorization: `Bearer ${admin}` } })).body;
      const found = list.find((e: { _id: string }) => e._id === _id);
      return found?.disabledAt && found;
    });
    expect(endpoint.disabledReason).toContain('3 failed attempts');
    expect(receiver.at('/down')).toHaveLength(3);
    const [log] = (await call(`/api/v1/admin/webhooks/${_id}/deliveries`, { headers: { authorization: `Bearer ${admin}` } })).body;
    expect(log).toMatchObject({ status: 'failed', attempts: 3, lastStatusCode: 500, lastError: 'HTTP 500' });
    const mails = await sql<{ payload: { to: string; subject: string; text: string } }>(
      server,
      "select payload from outbox where kind = 'mail'",
    );
    expect(mails.map((m) => m.payload.subject)).toContain('A webhook endpoint was disabled');
    await server.gql(`mutation { reorderCars(items: [{ id: "${car.id}", order: 4 }]) { id } }`, {}, admin);
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.at('/down')).toHaveLength(3);
    const enabled = await call(`/api/v1/admin/webhooks/${_id}/enable`, json(admin, {}));
    expect(enabled.body.disabledAt).toBeNull();
  });
});

describe('registration', () => {
  it('refuses bad input with 400 and writes nothing; delete removes the endpoint and its log', async () => {
    const [{ n: before }] = await sql<{ n: number }>(server, 'select count(*)::int as n from webhook_endpoints');
    expect((await call('/api/v1/admin/webhooks', json(admin, { url: 'ftp://example.com', events: ['car.changed'] }))).status).toBe(400);
    expect((await call('/api/v1/admin/webhooks', json(admin, { url: `${receiver.url}/x`, events: ['car.sold'] }))).body.message).toContain(
      '"car.sold"',
    );
    expect((await call('/api/v1/admin/webhooks', json(admin, { url: `${receiver.url}/x`, events: [] }))).status).toBe(400);
    const [{ n: after }] = await sql<{ n: number }>(server, 'select count(*)::int as n from webhook_endpoints');
    expect(after).toBe(before);
    const { _id } = await register('/gone', ['car.changed']);
    expect((await call(`/api/v1/admin/webhooks/${_id}`, { method: 'DELETE', headers: { authorization: `Bearer ${admin}` } })).status).toBe(
      200,
    );
    expect((await call(`/api/v1/admin/webhooks/${_id}/deliveries`, { headers: { authorization: `Bearer ${admin}` } })).status).toBe(404);
  });

  it('works through admin GraphQL too', async () => {
    const res = await server.gql<any>(
      `mutation { createWebhookEndpoint(url: "${receiver.url}/gql", events: [BookingCreated]) { secret endpoint { id events } } }`,
      {},
      admin,
    );
    expect(res.data.createWebhookEndpoint.endpoint.events).toEqual(['BookingCreated']);
    const list = await server.gql<any>('{ webhookEndpoints { id url disabledAt } }', {}, admin);
    expect(list.data.webhookEndpoints.map((e: { url: string }) => e.url)).toContain(`${receiver.url}/gql`);
  });
});

describe('SSRF', () => {
  it('classifies private, loopback and link-local addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '100.64.0.1',
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('allows only global unicast: the special-purpose ranges the issue found open are refused (IANA registries)', () => {
    const refused = [
      '::7f00:1',
      '::ffff:0:7f00:1',
      '0:0:0:0:0:ffff:7f00:1',
      '2002:7f00:1::1',
      '64:ff9b::7f00:1',
      '64:ff9b:1::1',
      'fec0::1',
      '100::1',
      '2001:db8::1',
      '2001::1',
      '3fff::1',
      'ff02::1',
      '::',
      '192.0.2.1',
      '198.51.100.9',
      '203.0.113.9',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '240.0.0.1',
      '192.88.99.1',
      'not an address',
    ];
    for (const a of refused) expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['2a00:1450:4001:80b::200e', '2404:6800:4009:80b::200e', '49.36.0.1', '103.21.244.0'])
      expect(isPrivateAddress(a), a).toBe(false);
  });

  it('checks IP-literal URLs again at send time, where Node makes no lookup (nothing is connected to)', async () => {
    const { postSigned } = await import('../src/modules/webhooks/webhook-sender.js');
    for (const url of ['http://127.0.0.1:9/x', 'http://[::ffff:7f00:1]:9/x', 'http://[2002:7f00:1::1]/x']) {
      expect(await postSigned(url, 's', '{}', 'e1', { allowPrivate: false, timeoutMs: 1000 }), url).toEqual({
        ok: false,
        status: null,
        error: expect.stringMatching(/^refused: .* is not a public address$/),
      });
    }
  });

  it('refuses private targets at registration (DNS resolved) and at delivery, unless WEBHOOK_ALLOW_PRIVATE=true', async () => {
    const strict = await startTestServer();
    // Admin tokens name a live session: this server has its own database, so its own admin.
    const admin = adminToken(strict);
    try {
      for (const url of [
        `${receiver.url}/x`,
        'http://localhost/x',
        'http://169.254.169.254/latest',
        'http://[::1]/x',
        'http://10.0.0.1/x',
      ]) {
        const res = await strict.fetch('/api/v1/admin/webhooks', json(admin, { url, events: ['car.changed'] }));
        expect(res.status, url).toBe(400);
        expect((await res.json()).message, url).toMatch(/public address|cannot be resolved/);
      }
    } finally {
      await strict.close();
    }
    const refused = await postSigned(`http://localhost:${new URL(receiver.url).port}/late`, 'whsec_x', '{}', 'e', {
      allowPrivate: false,
      timeoutMs: 2000,
    });
    expect(refused.ok).toBe(false);
    expect(refused.error).toContain('refused');
    expect(receiver.at('/late')).toHaveLength(0);
  });
});
