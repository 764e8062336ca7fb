import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './support/helpers.js';
import { insertAdmin, startProcess, stopProcess, type Proc } from './support/processes.js';
import { subscribe, type LiveSubscription } from './support/live-client.js';
import { bookingBody, json } from './support/booking-fixtures.js';
import { TokenService } from '../src/modules/auth/tokens.js';
import { Role } from '../src/modules/common/enums.js';

const tokens = new TokenService('multiprocess-test-secret');

let databaseUrl: string;
let dir: string;
let a: Proc;
let b: Proc;
let db: pg.Client;
let customer: string;
let admin: string;
let carId: string;
const subs: LiveSubscription<unknown>[] = [];

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  dir = mkdtempSync(path.join(tmpdir(), 'multiprocess-'));
  // A migrates and seeds first; B then starts on the same, ready database.
  a = await startProcess(databaseUrl, path.join(dir, 'a'), { SEED_DEMO: 'true' });
  b = await startProcess(databaseUrl, path.join(dir, 'b'), { SEED_DEMO: 'false' });
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const userId = randomUUID();
  await db.query(`insert into users (id, name, email, phone, is_verified) values ($1, 'Asha Verma', $2, '+919876543210', true)`, [
    userId,
    `${userId.slice(0, 8)}@example.com`,
  ]);
  customer = tokens.sign({ id: userId, role: Role.Customer });
  admin = tokens.sign({ id: await insertAdmin(databaseUrl), role: Role.Admin });
  carId = ((await (await fetch(`${a.url}/api/v1/cars`)).json()) as { _id: string }[])[0]._id;
}, 120_000);

afterAll(async () => {
  await Promise.all(subs.map((s) => s.close()));
  await db?.end();
  await Promise.all([stopProcess(a), stopProcess(b)]);
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

async function bookOnA(startDay: number): Promise<string> {
  const res = await fetch(`${a.url}/api/v1/bookingsnew/book`, json(customer, bookingBody(carId, startDay)));
  expect(res.status).toBe(201);
  return ((await res.json()) as { booking: { _id: string } }).booking._id;
}
const acceptOnA = (id: string) => fetch(`${a.url}/api/v1/bookingsnew/status/${id}`, json(admin, { status: 'Accepted' }, 'PUT'));
const listeners = async () =>
  (
    await db.query<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`)
  ).rows.map((r) => r.pid);

type Added = { notificationAdded: { message: string } };
// This file proves delivery across processes, not speed (notifications.subscriptions.test.ts times it):
// allow for a busy CI machine.
const DELIVERY_MS = 10_000;

describe('pubsub between two server processes (PostgreSQL LISTEN/NOTIFY)', () => {
  it("delivers on process B what happens on process A: the customer's notification and the admin's new booking", async () => {
    const mine = await subscribe<Added>(b.url, 'subscription { notificationAdded { message } }', customer);
    const admins = await subscribe<{ bookingChanged: { kind: string; bookingId: string } }>(
      b.url,
      'subscription { bookingChanged { kind bookingId } }',
      admin,
    );
    subs.push(mine as LiveSubscription<unknown>, admins as LiveSubscription<unknown>);
    const id = await bookOnA(3);
    expect((await admins.next(DELIVERY_MS)).bookingChanged).toEqual({ kind: 'created', bookingId: id });
    expect((await mine.next(DELIVERY_MS)).notificationAdded.message).toMatch(/is Pending approval\.$/);
    expect((await acceptOnA(id)).status).toBe(200);
    expect((await mine.next(DELIVERY_MS)).notificationAdded.message).toMatch(/has been Accepted\.$/);
  });

  it('keeps delivering after the LISTEN connections are terminated (they reconnect and LISTEN again)', async () => {
    const mine = subs[0] as LiveSubscription<Added>;
    await expect.poll(async () => (await listeners()).length, { timeout: DELIVERY_MS }).toBeGreaterThanOrEqual(2);
    const before = await listeners();
    const { rows } = await db.query(`select pg_terminate_backend(pid) as ok from pg_stat_activity
      where datname = current_database() and query ilike 'LISTEN%'`);
    expect(rows.every((r) => r.ok)).toBe(true);
    // Both processes reconnect with backoff; wait until two fresh listeners are up.
    for (let i = 0; i < 100; i += 1) {
      const now = await listeners();
      if (now.filter((pid) => !before.includes(pid)).length >= 2) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await listeners()).filter((pid) => !before.includes(pid)).length).toBeGreaterThanOrEqual(2);

    const id = await bookOnA(9);
    expect((await mine.next(DELIVERY_MS)).notificationAdded.message).toMatch(/is Pending approval\.$/);
    expect((await acceptOnA(id)).status).toBe(200);
    expect((await mine.next(DELIVERY_MS)).notificationAdded.message).toMatch(/has been Accepted\.$/);
    expect(b.output.join('')).toMatch(/pubsub listener/);
  });
});
