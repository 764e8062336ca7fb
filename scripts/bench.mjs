// npm run bench (not part of npm test): load on the real server, side by side with a bare node:http server
// answering the same bytes (the limit of this machine). Prints requests/s, p99 latency and the ratio to the
// limit for each target, with the Foundation issue's targets.
//
// Env: BENCH_SECONDS (10), BENCH_WARMUP (2), BENCH_CONNECTIONS (50), BENCH_ONLY=key,key (scenario keys),
// BENCH_ROUNDS (1): run every target that many times, interleaved, and keep each target's best round (a shared,
// busy machine gives noisy figures; the best of a few interleaved rounds is the fairest comparison).
//
// Adding a scenario: push an object onto SCENARIOS below. Either give `request(ctx)` returning autocannon
// options (url, method, headers, body, or `requests` for a sequence) plus `expect` (status class), or give
// `run(ctx)` doing its own load and returning { rps, p99, errors, note } (for example a subscription fan-out
// over 1,000 graphql-ws sockets). `setup(ctx)` may prepare data first (ctx.jwtSecret signs tokens, ctx.app is the
// base URL), and `target` compares with the limit: { ratio, p99 }.
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT, SERVER_MAIN, ensureBuilt, freePort, makeTempDir, stopChild, waitForHttp } from './lib/build.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const WARMUP = Number(process.env.BENCH_WARMUP || 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const ONLY = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',') : null;
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS || 1));

const CARS_QUERY = '{ cars { id name price fuel seat extrafare cartype cooling selfdrive clock offer location image order isBooked } }';

const SCENARIOS = [
  {
    key: 'bare',
    name: 'bare node:http, same bytes',
    limit: true,
    request: (ctx) => ({ url: `${ctx.bare}/api/v1/cars` }),
    expect: '2xx',
  },
  {
    key: 'rest',
    name: 'REST GET /api/v1/cars',
    request: (ctx) => ({ url: `${ctx.app}/api/v1/cars` }),
    expect: '2xx',
    target: { ratio: 0.5, p99: 25 },
  },
  {
    key: 'rest304',
    name: 'REST GET /api/v1/cars, If-None-Match (304)',
    request: (ctx) => ({ url: `${ctx.app}/api/v1/cars`, headers: { 'if-none-match': ctx.etag } }),
    expect: '3xx',
    target: { ratio: 0.5, p99: 25 },
  },
  {
    key: 'graphql',
    name: 'GraphQL POST /graphql { cars }',
    async setup(ctx) {
      const res = await fetch(`${ctx.app}/graphql`, { method: 'POST', headers: GQL_HEADERS, body: JSON.stringify({ query: CARS_QUERY }) });
      const body = await res.json();
      if (res.status !== 200 || body.errors || !Array.isArray(body.data?.cars) || body.data.cars.length === 0) {
        throw new Error(`the cars query does not answer as expected: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      }
    },
    request: (ctx) => ({ url: `${ctx.app}/graphql`, method: 'POST', headers: GQL_HEADERS, body: JSON.stringify({ query: CARS_QUERY }) }),
    expect: '2xx',
    target: { ratio: 0.15, p99: 25 },
  },
  // Next: { key: 'booking', name: 'createBooking, 50 customers', setup: sign 50 customer tokens with ctx.jwtSecret, ... }
  // Next: { key: 'fanout', name: 'subscription fan-out, 1,000 sockets', run: open sockets with graphql-ws, publish, time delivery }
];
const GQL_HEADERS = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, pipelining: 1, timeout: 10, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function measure(scenario, ctx) {
  if (scenario.run) return scenario.run(ctx, { seconds: SECONDS, warmup: WARMUP, connections: CONNECTIONS });
  const opts = scenario.request(ctx);
  if (WARMUP > 0) await cannon({ ...opts, duration: WARMUP });
  const r = await cannon({ ...opts, duration: SECONDS });
  const expected = r[scenario.expect] ?? 0;
  const unexpected = r.requests.total - expected;
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + Math.max(0, unexpected),
    note: `${r.requests.total} requests; p50 ${r.latency.p50} ms${r.errors || r.timeouts ? `; ${r.errors} errors, ${r.timeouts} timeouts` : ''}${unexpected > 0 ? `; ${unexpected} not ${scenario.expect}` : ''}`,
  };
}

const children = [];
let tempDir = null;
async function cleanup() {
  await Promise.all(children.map((c) => stopChild(c, { graceMs: 15_000 })));
  if (tempDir && process.env.BENCH_KEEP_DATA !== '1') rmSync(tempDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => { void cleanup().finally(() => process.exit(130)); });

async function main() {
  // The benchmark needs only the server (the client's files are not requested).
  ensureBuilt({ only: ['server'], log: (m) => console.log(`bench: ${m}`) });
  const load = os.loadavg()[0];
  if (load > 1) console.log(`bench: load average ${load.toFixed(1)} on ${os.cpus().length} cores before starting: other work is running, the figures will be noisy`);
  tempDir = makeTempDir('bench');
  const port = await freePort();
  const jwtSecret = randomBytes(32).toString('base64url');
  const serverLog = path.join(ROOT, '.test-data', 'bench-server.log');
  const out = createWriteStream(serverLog);
  const app = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env, NODE_ENV: 'production', PORT: String(port), JWT_SECRET: jwtSecret,
      DATA_DIR: path.join(tempDir, 'data'), UPLOAD_DIR: path.join(tempDir, 'uploads'),
      SEED_DEMO: 'true', RATE_LIMIT_SCALE: '1000', DATABASE_URL: '',
    },
  });
  children.push(app);
  app.stdout.pipe(out);
  app.stderr.pipe(out);
  const appUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${appUrl}/healthz`, { timeoutMs: 90_000, child: app });

  // The exact bytes the app answers, for the bare server.
  const first = await fetch(`${appUrl}/api/v1/cars`);
  if (first.status !== 200) throw new Error(`GET /api/v1/cars answered ${first.status}`);
  const body = Buffer.from(await first.arrayBuffer());
  const etag = first.headers.get('etag');
  if (!etag) throw new Error('GET /api/v1/cars sent no ETag');
  const headers = { 'content-type': first.headers.get('content-type') ?? 'application/json', etag };

  const bareChild = fork(path.join(ROOT, 'scripts/bench/bare-server.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.push(bareChild);
  const barePort = await new Promise((resolve, reject) => {
    bareChild.once('message', (m) => resolve(m.port));
    bareChild.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
    bareChild.send({ body: body.toString('base64'), headers });
  });

  const ctx = { app: appUrl, bare: `http://127.0.0.1:${barePort}`, etag, jwtSecret, body };
  console.log(`bench: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${SECONDS} s per target; GET /api/v1/cars is ${body.length} bytes; server log ${path.relative(ROOT, serverLog)}`);

  const chosen = SCENARIOS.filter((sc) => !ONLY || sc.limit || ONLY.includes(sc.key));
  for (const scenario of chosen) if (scenario.setup) await scenario.setup(ctx);
  const best = new Map();
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const scenario of chosen) {
      process.stdout.write(`bench: ${ROUNDS > 1 ? `round ${round}/${ROUNDS}: ` : ''}${scenario.name} ... `);
      const m = await measure(scenario, ctx);
      console.log(`${Math.round(m.rps)} req/s, p99 ${m.p99} ms (${m.note})`);
      const prev = best.get(scenario);
      if (!prev || m.rps > prev.rps) best.set(scenario, { ...m, errors: m.errors + (prev?.errors ?? 0) });
      else prev.errors += m.errors;
    }
  }
  const rows = chosen.map((scenario) => ({ scenario, ...best.get(scenario) }));
  const limitRps = rows.find((r) => r.scenario.limit)?.rps ?? null;

  const table = rows.map(({ scenario, rps, p99, errors }) => {
    const ratio = limitRps ? rps / limitRps : NaN;
    const t = scenario.target;
    const verdicts = [];
    if (t?.ratio !== undefined) verdicts.push(ratio >= t.ratio);
    if (t?.p99 !== undefined) verdicts.push(p99 < t.p99);
    if (t) verdicts.push(errors === 0);
    return {
      target: scenario.name,
      'req/s': Math.round(rps).toLocaleString('en-US'),
      'p99 ms': String(p99),
      'vs limit': scenario.limit ? '100%' : `${(ratio * 100).toFixed(1)}%`,
      goal: t ? [t.ratio !== undefined ? `>= ${t.ratio * 100}%` : '', t.p99 !== undefined ? `p99 < ${t.p99} ms` : ''].filter(Boolean).join(', ') : '(limit)',
      result: t ? (verdicts.every(Boolean) ? 'PASS' : `MISS${errors ? ' (errors)' : ''}`) : '',
    };
  });
  const cols = Object.keys(table[0]);
  const width = Object.fromEntries(cols.map((c) => [c, Math.max(c.length, ...table.map((r) => r[c].length))]));
  const line = (r) => `| ${cols.map((c) => (c === 'target' || c === 'goal' || c === 'result' ? r[c].padEnd(width[c]) : r[c].padStart(width[c]))).join(' | ')} |`;
  console.log('');
  console.log(line(Object.fromEntries(cols.map((c) => [c, c]))));
  console.log(`|${cols.map((c) => '-'.repeat(width[c] + 2)).join('|')}|`);
  for (const r of table) console.log(line(r));
  console.log(`\n(node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}, ${CONNECTIONS} connections, ${SECONDS} s each${ROUNDS > 1 ? `, best of ${ROUNDS} interleaved rounds` : ''})`);
}

try {
  await main();
} catch (err) {
  console.error(`bench failed: ${err.stack ?? err}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
