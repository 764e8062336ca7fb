import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import client from 'prom-client';
import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * Prometheus metrics (prom-client), one registry per process. Served by their own HTTP server on METRICS_PORT,
 * never on the public port. What to alert on is in docs/operations.md (Metrics and logs).
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

export const bookingsCreated = new client.Counter({
  name: 'bookings_created_total',
  help: 'Bookings created by this process',
  registers: [registry],
});
/** Failures nothing caught (process-safety.ts): kind unhandled_rejection or uncaught_exception. */
export const processErrors = new client.Counter({
  name: 'process_errors_total',
  help: 'Unhandled rejections and uncaught exceptions',
  labelNames: ['kind'],
  registers: [registry],
});

const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** One route's requests: counts by method and status, and the latency histogram's buckets, sum and count. */
interface RouteTally {
  outcomes: Map<string, { method: string; status: string; n: number }>;
  buckets: number[];
  sum: number;
  count: number;
}
const tallies = new Map<string, RouteTally>();

/**
 * Every request is tallied in plain numbers and prom-client reads them only when Prometheus scrapes: its own
 * Counter.inc and Histogram.observe hash and check their labels on every call, which was about 7% of the CPU of a
 * catalogue request (issue 33). Same series, names and labels as prom-client's Counter and Histogram give.
 */
function tally(route: string, method: string, status: number, seconds: number): void {
  let t = tallies.get(route);
  if (!t) {
    t = { outcomes: new Map(), buckets: BUCKETS.map(() => 0), sum: 0, count: 0 };
    tallies.set(route, t);
  }
  const key = method + status;
  const outcome = t.outcomes.get(key);
  if (outcome) outcome.n += 1;
  else t.outcomes.set(key, { method, status: String(status), n: 1 });
  let i = 0;
  while (i < BUCKETS.length && seconds > BUCKETS[i]) i += 1;
  if (i < BUCKETS.length) t.buckets[i] += 1;
  t.sum += seconds;
  t.count += 1;
}

/** A metric of the registry answered from the tallies (the interface prom-client's Registry reads). */
function tallyMetric(name: string, help: string, type: 'counter' | 'histogram', values: () => client.MetricValue<string>[]) {
  const metric = {
    name,
    help,
    type,
    aggregator: 'sum' as const,
    get: async () => ({ name, help, type, aggregator: 'sum' as const, values: values() }),
    reset: () => tallies.clear(),
  };
  registry.registerMetric(metric as unknown as client.Metric);
}
tallyMetric('http_requests_total', 'HTTP requests answered, by route, method and status', 'counter', () =>
  [...tallies].flatMap(([route, t]) =>
    [...t.outcomes.values()].map(({ method, status, n }) => ({ labels: { route, method, status }, value: n })),
  ),
);
tallyMetric('http_request_duration_seconds', 'Time from request to the end of the response, by route', 'histogram', () =>
  [...tallies].flatMap(([route, t]) => {
    let below = 0;
    const sharedLabels = { route };
    const bucket = (le: number | string, value: number) => ({
      metricName: 'http_request_duration_seconds_bucket',
      labels: { le },
      sharedLabels,
      value,
    });
    return [
      ...BUCKETS.map((le, i) => bucket(le, (below += t.buckets[i]))),
      bucket('+Inf', t.count),
      { metricName: 'http_request_duration_seconds_sum', labels: {}, sharedLabels, value: t.sum },
      { metricName: 'http_request_duration_seconds_count', labels: {}, sharedLabels, value: t.count },
    ] as client.MetricValue<string>[];
  }),
);

/**
 * Serves a request with `handler` and counts it and its latency. `route` is a fixed name (never the raw URL, so the
 * number of series stays bounded); `routeOf` may refine it once the response is done (Express' matched route). An
 * answer ended before the handler returns (the catalogue, health, files from memory) is counted at once, with no
 * listener on the response; any other when the response finishes.
 */
export function served(
  req: IncomingMessage,
  res: ServerResponse,
  route: string,
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  routeOf?: () => string | undefined,
): void {
  const started = performance.now();
  handler(req, res);
  if (res.writableEnded && !routeOf) {
    tally(route, req.method ?? 'GET', res.statusCode, (performance.now() - started) / 1000);
    return;
  }
  res.once('finish', () => tally(routeOf?.() ?? route, req.method ?? 'GET', res.statusCode, (performance.now() - started) / 1000));
}

export interface MetricSources {
  orm: MikroORM;
  databaseUp: () => boolean;
  databaseRestarts: () => number;
  openWebSockets: () => number;
  openConnections: () => Promise<number>;
}

/** Gauges read when Prometheus scrapes (the database ones with one query). */
export function registerGauges(sources: MetricSources): void {
  for (const name of [
    'db_pool_connections',
    'database_up',
    'database_restarts_total',
    'websocket_connections_open',
    'http_connections_open',
    'outbox_backlog',
    'backup_last_success_age_seconds',
  ])
    registry.removeSingleMetric(name);
  const pool = () =>
    (
      sources.orm.em.getConnection() as unknown as {
        getKnex(): { client: { pool?: { numUsed(): number; numFree(): number; numPendingAcquires(): number } } };
      }
    ).getKnex().client.pool;
  new client.Gauge({
    name: 'db_pool_connections',
    help: 'ORM pool connections by state',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const p = pool();
      if (!p) return;
      this.set({ state: 'used' }, p.numUsed());
      this.set({ state: 'free' }, p.numFree());
      this.set({ state: 'pending' }, p.numPendingAcquires());
    },
  });
  new client.Gauge({
    name: 'database_up',
    help: '1 while the database answers',
    registers: [registry],
    collect() {
      this.set(sources.databaseUp() ? 1 : 0);
    },
  });
  new client.Gauge({
    name: 'database_restarts_total',
    help: 'Restarts of the embedded database by this process',
    registers: [registry],
    collect() {
      this.set(sources.databaseRestarts());
    },
  });
  new client.Gauge({
    name: 'websocket_connections_open',
    help: 'Open GraphQL WebSockets',
    registers: [registry],
    collect() {
      this.set(sources.openWebSockets());
    },
  });
  new client.Gauge({
    name: 'http_connections_open',
    help: 'Open TCP connections to the public port',
    registers: [registry],
    async collect() {
      this.set(await sources.openConnections());
    },
  });
  // One query per scrape for both database gauges.
  let read: { at: number; row: Promise<{ backlog: string; age: string | null } | null> } | null = null;
  const fromDatabase = () => {
    if (read && Date.now() - read.at < 200) return read.row;
    const row = sources.databaseUp()
      ? sources.orm.em
          .getConnection()
          .execute<{ backlog: string; age: string | null }[]>(
            `select (select count(*) from outbox where sent_at is null and failed_at is null) as backlog,
                (select extract(epoch from now() - max(finished_at)) from backup_runs) as age`,
          )
          .then(
            (rows) => rows[0],
            () => null,
          )
      : Promise.resolve(null);
    read = { at: Date.now(), row };
    return row;
  };
  new client.Gauge({
    name: 'outbox_backlog',
    help: 'Outbox messages waiting to be sent (mail, webhooks)',
    registers: [registry],
    async collect() {
      const row = await fromDatabase();
      if (row) this.set(Number(row.backlog));
    },
  });
  new client.Gauge({
    name: 'backup_last_success_age_seconds',
    help: 'Seconds since the last backup finished (-1: never)',
    registers: [registry],
    async collect() {
      const row = await fromDatabase();
      if (row) this.set(row.age == null ? -1 : Number(row.age));
    },
  });
}

/** The metrics endpoint on its own port: GET /metrics. Answers the server and its URL. */
export async function startMetricsServer(port: number, host: string): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer((req, res) => {
    if (req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType });
        res.end(text);
      },
      (err: Error) => {
        res.writeHead(500).end(err.message);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return { server, url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${(server.address() as AddressInfo).port}/metrics` };
}
