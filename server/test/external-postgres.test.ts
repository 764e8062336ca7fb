import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCli, everyRow } from './support/backup-drill.js';
import { caddyBinary, startCaddy, type Caddy } from './support/caddy.js';
import { insertAdmin, startProcess, stopProcess, type Proc } from './support/processes.js';
import { postgresServerInstalled, startPostgresServer, type PostgresServer } from './support/postgres-server.js';
import { bookingBody, json } from './support/booking-fixtures.js';
import { subscribe } from './support/live-client.js';
import { TokenService } from '../src/modules/auth/tokens.js';
import { Role } from '../src/modules/common/enums.js';

// Production's database path on the programs an operator installs: Debian's PostgreSQL 15 as a cluster of its own
// (initdb, a loopback port, password authentication, an application role owning its database), DATABASE_URL
// pointing at it, then two app nodes behind Caddy (deploy/Caddyfile) sharing it. The embedded PostgreSQL stays the
// default for `npm start`; this is the other road docs/operations.md describes.
const tokens = new TokenService('multiprocess-test-secret');
const ready = postgresServerInstalled() && caddyBinary() !== null;
if (!ready) {
  console.warn(
    'external-postgres.test.ts skipped: needs /usr/lib/postgresql/15/bin (apt-get install postgresql) and caddy; .ci/run installs both',
  );
}

let server: PostgresServer;
let databaseUrl: string;
const dirs: string[] = [];
const nodes: Proc[] = [];
let proxy: Caddy | undefined;
let customer: { id: string; token: string };

const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

async function startNode(env: Record<string, string>): Promise<Proc> {
  const node = await startProcess(
    databaseUrl,
    tempDir('pg-node-'),
    { RATE_LIMIT_SCALE: '1000', ACCESS_LOG: 'true', ...env },
    '/healthz/ready',
  );
  nodes.push(node);
  return node;
}

const carIds = async (base: string) => ((await (await fetch(`${base}/api/v1/cars`)).json()) as { _id: string }[]).map((c) => c._id);

beforeAll(async () => {
  if (!ready) return;
  server = await startPostgresServer();
  databaseUrl = await server.createDatabase('rental');
}, 120_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all(nodes.map((n) => stopProcess(n)));
  await server?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe.skipIf(!ready)('PostgreSQL 15 as an operator runs it, two nodes behind Caddy', () => {
  it('migrates, seeds the demo, books, backs up, and restores into an empty database on the same server', async () => {
    expect(server.version).toMatch(/^15\./);
    // Migrations at start (the application role creates the trusted extensions itself), then the demo seed.
    const node = await startNode({ SEED_DEMO: 'true' });
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows: extensions } = await db.query<{ extname: string }>(`select extname from pg_extension order by extname`);
      expect(extensions.map((e) => e.extname)).toEqual(expect.arrayContaining(['btree_gist', 'pg_trgm']));
      expect((await db.query('select count(*)::int as n from mikro_orm_migrations')).rows[0].n).toBeGreaterThan(0);
      const cars = await carIds(node.url);
      expect(cars.length).toBeGreaterThan(0);

      const id = randomUUID();
      await db.query(`insert into users (id, name, email, phone, is_verified) values ($1, 'Asha Verma', $2, '+919876543210', true)`, [
        id,
        `${id.slice(0, 8)}@example.com`,
      ]);
      customer = { id, token: tokens.sign({ id, role: Role.Customer }) };
      const res = await fetch(`${node.url}/api/v1/bookingsnew/book`, json(customer.token, bookingBody(cars[0], 20)));
      expect(res.status).toBe(201);
      const { booking } = (await res.json()) as { booking: { _id: string } };
      expect((await db.query('select count(*)::int as n from bookings where id = $1', [booking._id])).rows[0].n).toBe(1);
    } finally {
      await db.end();
    }

    // `npm run backup` against DATABASE_URL while the node serves, then the drill into an empty database.
    const backupDir = tempDir('pg-backup-');
    const { stdout } = await backupCli(backupDir, ['backup'], databaseUrl);
    const file = /backup written: (\S+)/.exec(stdout)![1];
    const drillUrl = await server.createDatabase('rental_drill');
    const restored = await backupCli(tempDir('pg-drill-'), ['restore', file], drillUrl);
    expect(restored.stdout).toMatch(/restored the backup of .*: \d+ rows in \d+ tables, \d+ files/);
    const [source, copy] = await Promise.all([everyRow(databaseUrl), everyRow(drillUrl)]);
    // Rate-limit counters and the outbox's progress move while the node serves; every other row is the same.
    for (const table of Object.keys(source).filter((t) => !['rate_limits', 'outbox', 'backup_runs'].includes(t))) {
      expect([...(copy[table]?.entries() ?? [])].sort(), table).toEqual([...source[table].entries()].sort());
    }
    await expect(backupCli(tempDir('pg-drill-'), ['restore', file], drillUrl)).rejects.toThrow(/not empty/);
  }, 240_000);

  it("shares it between two nodes behind Caddy: bookings through the proxy land on both, an admin's socket hears each", async () => {
    const [first] = nodes;
    const second = await startNode({ SEED_DEMO: 'false' });
    proxy = await startCaddy([first, second].map((n) => `127.0.0.1:${n.port}`));
    const admin = tokens.sign({ id: await insertAdmin(databaseUrl), role: Role.Admin });
    const alarm = await subscribe<{ bookingChanged: { kind: string; bookingId: string } }>(
      proxy.url,
      'subscription { bookingChanged { kind bookingId } }',
      admin,
    );
    const logged = nodes.map((n) => n.output.join('').length);
    try {
      const cars = await carIds(proxy.url);
      const booked: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        const res = await fetch(`${proxy.url}/api/v1/bookingsnew/book`, json(customer.token, bookingBody(cars[i % cars.length], 30 + i)));
        expect(res.status).toBe(201);
        const { booking } = (await res.json()) as { booking: { _id: string } };
        booked.push(booking._id);
        // Whichever node took the booking, the subscriber's node hears of it (LISTEN/NOTIFY on the shared server).
        expect((await alarm.next(5000)).bookingChanged).toEqual({ kind: 'created', bookingId: booking._id });
      }
      // Round robin: each node answered some of them (its access lines are written asynchronously, so wait for them).
      for (const [i, node] of [first, second].entries())
        await expect.poll(() => node.output.join('').slice(logged[i]), { message: `node ${i + 1}` }).toContain('/api/v1/bookingsnew/book');
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      const { rows } = await db.query('select count(*)::int as n from bookings where id = any($1::uuid[])', [booked]);
      await db.end();
      expect(rows[0].n).toBe(booked.length);
    } finally {
      await alarm.close();
    }
  }, 120_000);
});
