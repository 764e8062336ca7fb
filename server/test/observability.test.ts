import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, startTestServer, type TestServer } from './support/helpers.js';
import { startProcess, stopProcess, type Proc } from './support/processes.js';
import { createCar, createCustomer, bookingBody, json } from './support/booking-fixtures.js';
import { subscribe } from './support/live-client.js';
import { registry } from '../src/modules/common/metrics.js';

let server: TestServer;
beforeAll(async () => {
  // One registry per process (modules/common/metrics.ts), and the test files of a worker share the process
  // (vitest.config.ts): this file counts from zero.
  registry.resetMetrics();
  server = await startTestServer({ METRICS_PORT: '0' });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const metrics = async () => (await fetch(server.metricsUrl!)).text();
/** The value of one series, e.g. value(text, 'bookings_created_total'). */
function value(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

describe('Prometheus metrics on METRICS_PORT', () => {
  it('are served on their own port only, never on the public one', async () => {
    expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(server.metricsUrl!).port).not.toBe(String(server.port));
    const pub = await server.fetch('/metrics', { redirect: 'manual' });
    expect(await pub.text()).not.toContain('http_requests_total');
  });

  it('count requests by route and status with latency histograms, bookings created, sockets, the pool, the outbox and the last backup', async () => {
    const customer = await createCustomer(server);
    const car = await createCar(server);
    const before = value(await metrics(), 'bookings_created_total') ?? 0;
    expect((await server.fetch('/api/v1/cars')).status).toBe(200);
    await server.gql('{ cars { id } }');
    expect((await server.fetch('/api/v1/bookingsnew/book', json(customer.token, bookingBody(car.id)))).status).toBe(201);
    expect((await server.fetch(`/api/v1/bookingsnew/status/${randomUUID()}`, json(null, { status: 'Accepted' }, 'PUT'))).status).toBe(401);
    expect((await server.fetch('/api/openapi.json')).status).toBe(200);
    const live = await subscribe(server.url, 'subscription { notificationAdded { message } }', customer.token);
    await server.app.services.orm.em
      .getConnection()
      .execute(`insert into backup_runs (file, bytes, kind, finished_at) values ('b.ndjson.gz', 10, 'manual', now() - interval '2 hours')`);

    const text = await metrics();
    expect(text).toMatch(/http_requests_total\{route="\/api\/v1\/cars",method="GET",status="200"\} \d+/);
    expect(text).toMatch(/http_requests_total\{route="\/graphql",method="POST",status="200"\} \d+/);
    expect(text).toMatch(/http_requests_total\{route="\/api\/v1\/bookingsnew\/book",method="POST",status="201"\} 1/);
    expect(text).toMatch(/http_requests_total\{route="\/api\/v1\/bookingsnew\/status\/\{id\}",method="PUT",status="401"\} 1/);
    expect(text).toMatch(/http_requests_total\{route="\/api\/openapi.json",method="GET",status="200"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.1",route="\/graphql"\} \d+/);
    expect(value(text, 'bookings_created_total')).toBe(before + 1);
    expect(value(text, 'websocket_connections_open')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/db_pool_connections\{state="free"\} \d+/);
    expect(value(text, 'database_up')).toBe(1);
    expect(value(text, 'outbox_backlog')).toBeGreaterThanOrEqual(0);
    expect(value(text, 'backup_last_success_age_seconds')).toBeGreaterThan(7100);
    expect(text).toContain('process_cpu_seconds_total');
    await live.close();
  });
});

describe('structured logs', () => {
  let proc: Proc | undefined;
  let dir: string;
  afterAll(async () => {
    await stopProcess(proc);
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it("are JSON lines, and each line written for a request carries its id (the caller's X-Request-Id or a new one)", async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'logs-'));
    proc = await startProcess(await createTestDatabase(), dir, { ACCESS_LOG: 'true' });
    const res = await fetch(`${proc.url}/api/v1/blogs`, { headers: { 'x-request-id': 'trace-42' } });
    expect(res.headers.get('x-request-id')).toBe('trace-42');
    const own = await fetch(`${proc.url}/api/v1/offers`);
    const ownId = own.headers.get('x-request-id')!;
    expect(ownId).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    const gql = await fetch(`${proc.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ siteSettings { siteName } }"}',
    });
    expect(gql.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-/);
    // Log lines are written asynchronously (server/src/logger.ts): wait for the last request's access line too.
    const written = () => proc!.output.join('');
    await expect
      .poll(() => written().includes('"reqId":"trace-42"') && written().includes(`"reqId":"${ownId}"`), { timeout: 5000 })
      .toBe(true);
    const lines = proc.output.join('').split('\n').filter(Boolean);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    const access = lines
      .map((l) => JSON.parse(l) as { reqId?: string; req?: { url: string }; res?: { statusCode: number } })
      .filter((l) => l.req);
    expect(access.find((l) => l.reqId === 'trace-42')).toMatchObject({ req: { url: '/api/v1/blogs' }, res: { statusCode: 200 } });
    expect(access.find((l) => l.reqId === ownId)).toMatchObject({ req: { url: '/api/v1/offers' } });
  }, 60_000);
});
