import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { backupCli as cli, everyRow } from './support/backup-drill.js';
import { embeddedCluster, insertAdmin, startProcess, stopProcess, type Proc } from './support/processes.js';
import { bookingBody, json } from './support/booking-fixtures.js';
import { tinyPng } from './support/account-fixtures.js';
import { createTestDatabase } from './support/helpers.js';
import { TokenService } from '../src/modules/auth/tokens.js';
import { Role } from '../src/modules/common/enums.js';
import { pruneBackups, backupFileName } from '../src/modules/backups/backups.js';

const run = promisify(execFile);
const tokens = new TokenService('multiprocess-test-secret');
const dirs: string[] = [];
const procs: Proc[] = [];

afterAll(async () => {
  for (const proc of procs) await stopProcess(proc);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('npm run backup / npm run restore (embedded database and uploads)', () => {
  it('backs up while serving; a wiped DATA_DIR, and an empty external database, restored from the file have every row and image', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'backup-'));
    dirs.push(dir);
    const proc = await startProcess(null, dir, { SEED_DEMO: 'true', RATE_LIMIT_SCALE: '1000' });
    procs.push(proc);
    const url = embeddedCluster(dir).url;
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const userId = randomUUID();
    await db.query(`insert into users (id, name, email, phone, is_verified) values ($1, 'Asha Verma', $2, '+919876543210', true)`, [
      userId,
      `${userId.slice(0, 8)}@example.com`,
    ]);
    await db.end();
    const customer = tokens.sign({ id: userId, role: Role.Customer });
    const admin = tokens.sign({ id: await insertAdmin(url), role: Role.Admin });
    const carId = ((await (await fetch(`${proc.url}/api/v1/cars`)).json()) as { _id: string }[])[0]._id;

    // Content of several kinds: bookings with notifications, a contact message, an uploaded image.
    for (let i = 0; i < 5; i += 1)
      expect((await fetch(`${proc.url}/api/v1/bookingsnew/book`, json(customer, bookingBody(carId, 3 + i)))).status).toBe(201);
    expect(
      (
        await fetch(
          `${proc.url}/api/v1/contact/add`,
          json(null, {
            name: 'Ravi Kumar',
            email: 'ravi@example.com',
            phone: '9876543210',
            message: 'Do you deliver cars to the airport?',
          }),
        )
      ).status,
    ).toBeLessThan(300);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: 'Creta',
      price: '2599',
      fuel: 'Diesel',
      seat: '5',
      extrafare: '12',
      cartype: 'SUV',
      cooling: 'AC',
      selfdrive: 'Self Drive',
      clock: 'Automatic',
      location: 'Vijay Nagar',
    }))
      form.append(k, v);
    form.append('image', new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'car.png');
    expect(
      (await fetch(`${proc.url}/api/v1/cars`, { method: 'POST', body: form, headers: { authorization: `Bearer ${admin}` } })).status,
    ).toBe(201);

    const before = await everyRow(url);
    const images = Object.fromEntries(readdirSync(path.join(dir, 'uploads')).map((f) => [f, readFileSync(path.join(dir, 'uploads', f))]));
    // The demo customer's documents and trip photos: sealed in DATA_DIR/private, never in UPLOAD_DIR.
    const sealed = Object.fromEntries(readdirSync(path.join(dir, 'private')).map((f) => [f, readFileSync(path.join(dir, 'private', f))]));
    expect(Object.keys(sealed).length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(images).filter((f) => f.startsWith('private-'))).toEqual([]);
    expect(Object.keys(images).length).toBeGreaterThan(10);

    // The site keeps serving while the backup is written: bookings go on and are answered 201.
    let loading = true;
    const during: number[] = [];
    const load = (async () => {
      for (let day = 40; loading; day += 1)
        during.push((await fetch(`${proc.url}/api/v1/bookingsnew/book`, json(customer, bookingBody(carId, day)))).status);
    })();
    const { stdout } = await cli(dir, ['backup']);
    loading = false;
    await load;
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((s) => s === 201)).toBe(true);
    expect(stdout).toMatch(/backup written: .*backups\/backup-\d{8}T\d{6}Z\.ndjson\.gz/);
    const file = stdout.match(/backup written: (\S+)/)![1];
    const after = await everyRow(url);

    // The dashboard shows when the last backup finished.
    const dash = (await (
      await fetch(`${proc.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: JSON.stringify({ query: '{ adminDashboard { lastBackupAt } }' }),
      })
    ).json()) as { data: { adminDashboard: { lastBackupAt: string } } };
    expect(dash.data?.adminDashboard, JSON.stringify(dash)).toBeTruthy();
    expect(Date.now() - Date.parse(dash.data.adminDashboard.lastBackupAt), JSON.stringify(dash)).toBeLessThan(60_000);

    // Wipe everything but the backup file, then restore into the empty DATA_DIR.
    expect(await stopProcess(proc)).toBe(0);
    const kept = path.join(mkdtempSync(path.join(tmpdir(), 'kept-')), 'backup.ndjson.gz');
    dirs.push(path.dirname(kept));
    await run('cp', [file, kept]);
    rmSync(dir, { recursive: true, force: true });
    const restored = await cli(dir, ['restore', kept]);
    expect(restored.stdout).toMatch(/restored the backup of .*: \d+ rows in \d+ tables, \d+ files/);

    const again = await startProcess(null, dir, { SEED_DEMO: 'false', RATE_LIMIT_SCALE: '1000' });
    procs.push(again);
    /** The restored database holds what the backup saw. */
    async function expectRestored(databaseUrl: string) {
      const rows = await everyRow(databaseUrl);
      // The outbox's worker updates its rows as it sends; every other row the test wrote must come back unchanged.
      const changing = new Set(['outbox', 'webhook_deliveries', 'backup_runs']);
      for (const [table, byId] of Object.entries(before)) {
        // Rate-limit counters have no id (a row is its content) and move with every request, the bookings made while
        // the backup runs included (their customers' daily limit): whatever the snapshot saw is fine.
        if (table === 'rate_limits') continue;
        const back = rows[table] ?? new Map<string, string>();
        // Everything that existed before the backup started is back...
        expect(
          [...byId.keys()].filter((id) => !back.has(id) && table !== 'backup_runs'),
          table,
        ).toEqual([]);
        if (!changing.has(table))
          expect(
            [...byId].filter(([id, r]) => back.get(id) !== r),
            table,
          ).toEqual([]);
        // ...and nothing that never existed (rows written during the backup may or may not be in it).
        expect(
          [...back.keys()].filter((id) => !after[table].has(id)),
          table,
        ).toEqual([]);
      }
    }
    await expectRestored(embeddedCluster(dir).url);
    // Private files come back as they were stored, sealed, into DATA_DIR/private; their rows come back without keys,
    // so nothing restored can open them (a restore never undoes a deletion).
    for (const [name, bytes] of Object.entries(sealed)) {
      expect(readFileSync(path.join(dir, 'private', name)).equals(bytes), name).toBe(true);
      expect((await fetch(`${again.url}/uploads/${name}`)).status, name).toBe(404);
    }
    const restoredDb = new pg.Client({ connectionString: embeddedCluster(dir).url });
    await restoredDb.connect();
    const { rows: keyed } = await restoredDb.query(
      `select id from documents where file_keys <> '{}' union all select id from trips where file_keys <> '{}'`,
    );
    await restoredDb.end();
    expect(keyed).toEqual([]);
    for (const [name, bytes] of Object.entries(images)) {
      const res = await fetch(`${again.url}/uploads/${name}`);
      expect(res.status, name).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes), name).toBe(true);
    }

    // The same file rebuilds an empty database on an external server (DATABASE_URL): schema, rows and files.
    const externalDir = mkdtempSync(path.join(tmpdir(), 'restore-external-'));
    dirs.push(externalDir);
    const external = await createTestDatabase();
    expect((await cli(externalDir, ['restore', kept], external)).stdout).toMatch(
      /restored the backup of .*: \d+ rows in \d+ tables, \d+ files/,
    );
    await expectRestored(external);
    for (const [name, bytes] of Object.entries(images))
      expect(readFileSync(path.join(externalDir, 'uploads', name)).equals(bytes), name).toBe(true);
    await expect(cli(externalDir, ['restore', kept], external)).rejects.toThrow(/not empty/);
    // The site works on the restored data.
    expect((await fetch(`${again.url}/api/v1/bookingsnew/book`, json(customer, bookingBody(carId, 200)))).status).toBe(201);

    // A restore never overwrites: a database with rows is refused.
    await expect(cli(dir, ['restore', kept])).rejects.toThrow(/not empty/);
  }, 360_000);

  it('keeps the newest BACKUP_KEEP files', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'prune-'));
    dirs.push(dir);
    const names = [0, 1, 2, 3, 4].map((d) => backupFileName(new Date(Date.UTC(2026, 10, 10 + d, 3))));
    const { writeFileSync } = await import('node:fs');
    for (const n of [...names, 'notes.txt']) writeFileSync(path.join(dir, n), 'x');
    expect(await pruneBackups(dir, 3)).toEqual(names.slice(0, 2));
    expect(readdirSync(dir).sort()).toEqual([...names.slice(2), 'notes.txt'].sort());
    expect(existsSync(path.join(dir, names[4]))).toBe(true);
  });
});
