import { randomUUID } from 'node:crypto';
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedCluster, insertAdmin, startProcess, stopProcess, type Proc } from './support/processes.js';
import { bookingBody, json } from './support/booking-fixtures.js';
import { TokenService } from '../src/modules/auth/tokens.js';
import { startEmbeddedDatabase } from '../src/db/database.js';
import { Role } from '../src/modules/common/enums.js';

const tokens = new TokenService('multiprocess-test-secret');
const dirs: string[] = [];
const procs: Proc[] = [];

afterAll(async () => {
  for (const proc of procs) {
    proc.child.kill('SIGKILL');
    await proc.exited;
  }
  for (const dir of dirs) {
    // A killed server's postgres stops by itself (it watches its parent); give it a moment before removing its files.
    try {
      process.kill(embeddedCluster(dir).pid, 'SIGKILL');
    } catch {
      /* gone */
    }
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

/** A server process with its own embedded cluster, demo cars, and one customer written into its database. */
async function serverWithOwnDatabase() {
  const dir = mkdtempSync(path.join(tmpdir(), 'supervision-'));
  dirs.push(dir);
  const proc = await startProcess(null, dir, { SEED_DEMO: 'true', RATE_LIMIT_SCALE: '1000' });
  procs.push(proc);
  const db = new pg.Client({ connectionString: embeddedCluster(dir).url });
  await db.connect();
  const userId = randomUUID();
  await db.query(`insert into users (id, name, email, phone, is_verified) values ($1, 'Asha Verma', $2, '+919876543210', true)`, [
    userId,
    `${userId.slice(0, 8)}@example.com`,
  ]);
  await db.end();
  const carId = ((await (await fetch(`${proc.url}/api/v1/cars`)).json()) as { _id: string }[])[0]._id;
  return { dir, proc, token: tokens.sign({ id: userId, role: Role.Customer }), carId };
}

interface Outcome {
  status: number | 'network';
  at: number;
  error?: string;
  retryAfter?: string | null;
  id?: string;
  code?: string;
  body?: string;
}

/** fetch's "fetch failed" hides the reason in its cause (for example "other side closed"): keep it for the failure message. */
function describeNetworkError(error: unknown): string {
  const err = error as { message?: string; cause?: { message?: string; code?: string } };
  return [err.message, err.cause?.code, err.cause?.message].filter(Boolean).join(': ');
}

describe('the embedded PostgreSQL is supervised', () => {
  it('is restarted after a kill -9 under booking load: every 2xx booking survives, the outage answers 503, the catalogue keeps answering', async () => {
    const { dir, proc, token, carId } = await serverWithOwnDatabase();
    let running = true;
    const bookings: Outcome[] = [];
    const reads: Outcome[] = [];
    const catalogue: Outcome[] = [];
    const live: Outcome[] = [];
    let day = 1;

    async function bookLoop() {
      while (running) {
        const at = Date.now();
        try {
          day += 1;
          const res = await fetch(`${proc.url}/api/v1/bookingsnew/book`, json(token, bookingBody(carId, 2 + (day % 300))));
          const body = await res.text();
          const id = res.status === 201 ? (JSON.parse(body) as { booking: { _id: string } }).booking._id : undefined;
          bookings.push({ status: res.status, at, retryAfter: res.headers.get('retry-after'), id, body });
        } catch (error) {
          bookings.push({ status: 'network', at, error: describeNetworkError(error) });
        }
      }
    }
    async function readLoop() {
      while (running) {
        const at = Date.now();
        try {
          const res = await fetch(`${proc.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ query: '{ myNotifications { id } }' }),
          });
          const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
          reads.push({ status: res.status, at, retryAfter: res.headers.get('retry-after'), code: body.errors?.[0]?.extensions?.code });
        } catch (error) {
          reads.push({ status: 'network', at, error: describeNetworkError(error) });
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    }
    async function pollLoop(pathname: string, into: Outcome[]) {
      while (running) {
        const at = Date.now();
        try {
          const res = await fetch(`${proc.url}${pathname}`);
          await res.arrayBuffer();
          into.push({ status: res.status, at });
        } catch (error) {
          into.push({ status: 'network', at, error: describeNetworkError(error) });
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    const ready: Outcome[] = [];
    const loops = [
      ...Array.from({ length: 6 }, bookLoop),
      readLoop(),
      pollLoop('/api/v1/cars', catalogue),
      pollLoop('/healthz/live', live),
      pollLoop('/healthz/ready', ready),
    ];

    await new Promise((r) => setTimeout(r, 1500));
    const { pid } = embeddedCluster(dir);
    const killedAt = Date.now();
    process.kill(pid, 'SIGKILL');
    // Wait for the outage to be seen and to end.
    await expect.poll(() => ready.some((o) => o.at > killedAt && o.status === 503), { timeout: 5000, interval: 50 }).toBe(true);
    const seenDownAt = ready.find((o) => o.at > killedAt && o.status === 503)!.at;
    await expect.poll(() => ready.some((o) => o.at > seenDownAt && o.status === 200), { timeout: 30_000, interval: 100 }).toBe(true);
    const upAt = ready.find((o) => o.at > seenDownAt && o.status === 200)!.at;
    await new Promise((r) => setTimeout(r, 1500));
    running = false;
    await Promise.all(loops);

    expect(seenDownAt - killedAt).toBeLessThan(5000);
    // Never a 500 and never a dropped connection: 201 or 503 with Retry-After and a message.
    const unexpected = bookings.filter((o) => o.status !== 201 && o.status !== 503);
    if (unexpected.length)
      console.error(
        proc.output
          .join('')
          .split('\n')
          .filter((l) => /"level":(50|40)/.test(l))
          .join('\n'),
      );
    expect(unexpected).toEqual([]);
    const refused = bookings.filter((o) => o.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const o of refused) {
      expect(o.retryAfter).toBe('5');
      expect(JSON.parse(o.body!).message).toMatch(/database recovers/);
    }
    expect(reads.filter((o) => o.status !== 200 && o.status !== 503)).toEqual([]);
    const readRefusals = reads.filter((o) => o.status === 503);
    expect(readRefusals.length).toBeGreaterThan(0);
    expect(readRefusals.every((o) => o.code === 'SERVICE_UNAVAILABLE' && o.retryAfter === '5')).toBe(true);
    expect(reads.filter((o) => o.status === 200 && o.code)).toEqual([]);
    // The catalogue and liveness answered all along.
    expect(catalogue.filter((o) => o.status !== 200)).toEqual([]);
    expect(live.filter((o) => o.status !== 200)).toEqual([]);
    // Bookings work again after the restart.
    expect(bookings.some((o) => o.status === 201 && o.at > upAt)).toBe(true);

    // Every acknowledged booking is in the database.
    const acknowledged = bookings.filter((o) => o.status === 201).map((o) => o.id!);
    // Some bookings must have been acknowledged around the outage; how many depends on the host and its load.
    expect(acknowledged.length).toBeGreaterThan(5);
    const db = new pg.Client({ connectionString: embeddedCluster(dir).url });
    await db.connect();
    const { rows } = await db.query<{ id: string }>('select id from bookings where id = any($1::uuid[])', [acknowledged]);
    await db.end();
    expect(rows.length).toBe(acknowledged.length);
    expect(proc.output.join('')).toMatch(/restarting the embedded PostgreSQL/);
    expect(await stopProcess(proc)).toBe(0);
  }, 180_000);

  it('exits non-zero when the database cannot be restarted three times in a row', async () => {
    const { dir, proc } = await serverWithOwnDatabase();
    const { pid } = embeddedCluster(dir);
    // Without its control file the cluster cannot start again.
    renameSync(path.join(dir, 'pg', 'global', 'pg_control'), path.join(dir, 'pg_control.moved'));
    process.kill(pid, 'SIGKILL');
    const code = await Promise.race([proc.exited, new Promise((r) => setTimeout(() => r('still running'), 30_000))]);
    expect(code).toBe(1);
    expect(proc.output.join('')).toMatch(/could not be restarted 3 times in a row/);
  }, 150_000);

  it('survives a restart of an external DATABASE_URL server the same way', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'external-'));
    dirs.push(dir);
    let cluster = await startEmbeddedDatabase(path.join(dir, 'db'));
    try {
      const port = Number(new URL(cluster.url).port);
      const proc = await startProcess(cluster.url, path.join(dir, 'app'), { SEED_DEMO: 'true' });
      procs.push(proc);
      const admin = tokens.sign({ id: await insertAdmin(cluster.url), role: Role.Admin });
      const bookings = () => fetch(`${proc.url}/api/v1/bookingsnew/all`, json(admin, undefined, 'GET'));
      expect((await bookings()).status).toBe(200);
      await cluster.stop();
      await expect.poll(async () => (await fetch(`${proc.url}/healthz/ready`)).status, { timeout: 5000, interval: 100 }).toBe(503);
      const during = await bookings();
      expect(during.status).toBe(503);
      expect(during.headers.get('retry-after')).toBe('5');
      expect((await fetch(`${proc.url}/api/v1/cars`)).status).toBe(200);
      expect((await fetch(`${proc.url}/healthz/live`)).status).toBe(200);
      // The external server is not ours to restart: the process waits for it, however long it takes.
      await new Promise((r) => setTimeout(r, 1500));
      expect(proc.child.exitCode).toBe(null);
      cluster = await startEmbeddedDatabase(path.join(dir, 'db'), () => {}, port);
      await expect.poll(async () => (await fetch(`${proc.url}/healthz/ready`)).status, { timeout: 10_000, interval: 100 }).toBe(200);
      expect((await bookings()).status).toBe(200);
      expect(await stopProcess(proc)).toBe(0);
    } finally {
      await cluster.stop();
    }
  }, 150_000);
});
