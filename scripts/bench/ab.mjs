// A/B of two builds in one sitting (not part of npm test): starts each build with its own embedded PostgreSQL and
// demo data, then alternates short autocannon bursts between them, so that a busy, shared machine weighs on both
// alike. Prints each burst's rate and the app's CPU time per request (all its threads, from /proc), and the medians.
//   node scripts/bench/ab.mjs OLD_MAIN NEW_MAIN [target...]   targets: rest, graphql, health (default rest graphql)
// Env: AB_ROUNDS (8), AB_SECONDS (3), AB_CONNECTIONS (50), AB_NODE_FLAGS (e.g. --trace-gc), AB_LOG_DIR (each app's output
// in <dir>/old.log and new.log).
import { spawn } from 'node:child_process';
import { createWriteStream, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { ROOT, freePort, makeTempDir, stopChild, waitForHttp } from '../lib/build.mjs';
import { cpuSnapshot } from './cpu.mjs';

const [oldMain, newMain, ...asked] = process.argv.slice(2);
if (!oldMain || !newMain) throw new Error('usage: node scripts/bench/ab.mjs OLD_MAIN NEW_MAIN [rest|graphql|health ...]');
const ROUNDS = Number(process.env.AB_ROUNDS || 8);
const SECONDS = Number(process.env.AB_SECONDS || 3);
const CONNECTIONS = Number(process.env.AB_CONNECTIONS || 50);
const CARS_QUERY = '{ cars { id name price fuel seat extrafare cartype cooling selfdrive clock offer location image order isBooked } }';
const TARGETS = {
  rest: (app) => ({ url: `${app}/api/v1/cars` }),
  graphql: (app) => ({
    url: `${app}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query: CARS_QUERY }),
  }),
  health: (app) => ({ url: `${app}/healthz` }),
};
const targets = asked.length ? asked : ['rest', 'graphql'];

const stops = [];
async function start(label, main) {
  const dir = makeTempDir(`ab-${label}`);
  const { startEmbeddedDatabase } = await import(pathToFileURL(path.join(path.dirname(path.resolve(main)), 'db/database.js')).href);
  const database = await startEmbeddedDatabase(path.join(dir, 'data'), () => {});
  const port = await freePort();
  const flags = process.env.AB_NODE_FLAGS ? process.env.AB_NODE_FLAGS.split(' ') : [];
  const child = spawn(process.execPath, [...flags, path.resolve(main)], {
    cwd: ROOT,
    stdio: ['ignore', process.env.AB_LOG_DIR ? 'pipe' : 'ignore', process.env.AB_LOG_DIR ? 'pipe' : 'ignore'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      JWT_SECRET: randomBytes(32).toString('base64url'),
      SMTP_URL: 'smtp://127.0.0.1:9',
      DATA_DIR: path.join(dir, 'data'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      SEED_DEMO: 'true',
      RATE_LIMIT_SCALE: '1000',
      DATABASE_URL: database.url,
    },
  });
  if (process.env.AB_LOG_DIR) {
    const out = createWriteStream(path.join(process.env.AB_LOG_DIR, `${label}.log`));
    child.stdout.pipe(out);
    child.stderr.pipe(out);
  }
  stops.push(async () => {
    await stopChild(child, { graceMs: 15_000 });
    await database.stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  });
  const app = `http://127.0.0.1:${port}`;
  await waitForHttp(`${app}/healthz`, { timeoutMs: 120_000, child });
  return { label, app, pid: child.pid };
}

const cannon = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: CONNECTIONS, pipelining: 1, timeout: 10, ...opts }, (err, r) => (err ? reject(err) : resolve(r))),
  );
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  const apps = [await start('old', oldMain), await start('new', newMain)];
  console.log(
    `ab: load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; ${ROUNDS} rounds of ${SECONDS} s per build and target`,
  );
  for (const target of targets) {
    const results = { old: [], new: [] };
    for (const a of apps) await cannon({ ...TARGETS[target](a.app), duration: 2 }); // warm-up
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternate which build goes first, so neither always follows the other.
      for (const a of round % 2 ? [...apps].reverse() : apps) {
        const before = cpuSnapshot({ app: a.pid });
        const r = await cannon({ ...TARGETS[target](a.app), duration: SECONDS });
        const after = cpuSnapshot({ app: a.pid });
        const bad = r.non2xx + r.errors + r.timeouts;
        const us = ((after.app - before.app) * 1e6) / r.requests.total;
        results[a.label].push({ rps: r.requests.average, us });
        console.log(
          `ab: ${target} ${a.label} round ${round + 1}: ${Math.round(r.requests.average)} req/s, ${Math.round(us)} µs CPU per request${bad ? `, ${bad} bad` : ''}`,
        );
      }
    }
    const line = (l) =>
      `${l}: median ${Math.round(median(results[l].map((x) => x.rps)))} req/s, ${Math.round(median(results[l].map((x) => x.us)))} µs CPU per request`;
    console.log(`ab: ${target}: ${line('old')}; ${line('new')} (load average ${os.loadavg()[0].toFixed(1)})`);
  }
} finally {
  for (const stop of stops) await stop();
}
