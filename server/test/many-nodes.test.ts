import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './support/helpers.js';
import { insertAdmin, startProcess, stopProcess, type Proc } from './support/processes.js';
import { startLocalS3, type LocalS3 } from './support/s3-fixture.js';
import { subscribe } from './support/live-client.js';
import { caddyBinary, startCaddy, type Caddy } from './support/caddy.js';
import { bookingBody, json } from './support/booking-fixtures.js';
import { tinyPng, samePixels } from './support/account-fixtures.js';
import { TokenService } from '../src/modules/auth/tokens.js';
import { Role } from '../src/modules/common/enums.js';

// A change reaches the other nodes through PostgreSQL's NOTIFY in milliseconds (a second on a quiet machine); the
// bound is wider so a loaded 2-core CI machine does not fail it, and still far below any polling fallback.
const SPREAD_MS = 3000;

// Three server processes on one database and one bucket, each with its own UPLOAD_DIR: they must behave as one site,
// addressed one by one and through Caddy running deploy/Caddyfile in front of all three.
const tokens = new TokenService('multiprocess-test-secret');
let admin: string;
let s3: LocalS3;
let dir: string;
let databaseUrl: string;
let nodes: Proc[] = [];
let customer: string;
let proxy: Caddy | undefined;

beforeAll(async () => {
  s3 = await startLocalS3();
  databaseUrl = await createTestDatabase();
  dir = mkdtempSync(path.join(tmpdir(), 'nodes-'));
  // The first migrates and seeds; the other two start on the ready database.
  // ACCESS_LOG: each node's access lines show which requests the proxy sent it.
  const env = { ...s3.env, ACCESS_LOG: 'true' };
  const first = await startProcess(databaseUrl, path.join(dir, 'n1'), { ...env, SEED_DEMO: 'true' });
  nodes = [
    first,
    ...(await Promise.all([2, 3].map((n) => startProcess(databaseUrl, path.join(dir, `n${n}`), { ...env, SEED_DEMO: 'false' })))),
  ];
  if (caddyBinary()) proxy = await startCaddy(nodes.map((n) => `127.0.0.1:${n.port}`));
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const userId = randomUUID();
  await db.query(`insert into users (id, name, email, phone, is_verified) values ($1, 'Asha Verma', $2, '+919876543210', true)`, [
    userId,
    `${userId.slice(0, 8)}@example.com`,
  ]);
  await db.end();
  customer = tokens.sign({ id: userId, role: Role.Customer });
  // Admin tokens name a live session.
  admin = tokens.sign({ id: await insertAdmin(databaseUrl), role: Role.Admin });
}, 180_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all(nodes.map((n) => stopProcess(n)));
  await s3?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

const etag = async (node: Proc) => (await fetch(`${node.url}/api/v1/cars`)).headers.get('etag');

describe('three nodes, one database, one bucket', () => {
  it("a car added with its image on node 1: every node's catalogue changes within a second, and node 2 serves the image", async () => {
    const [n1, n2, n3] = nodes;
    const before = await Promise.all(nodes.map(etag));
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
    const res = await fetch(`${n1.url}/api/v1/cars`, { method: 'POST', body: form, headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(201);
    const changedAt = Date.now();
    const { car } = (await res.json()) as { car: { image: string } };
    for (const [i, node] of [n2, n3].entries()) {
      await expect.poll(() => etag(node), { timeout: SPREAD_MS, interval: 20 }).not.toBe(before[i + 1]);
    }
    expect(Date.now() - changedAt).toBeLessThan(SPREAD_MS);

    const image = await fetch(`${n2.url}/uploads/${car.image}`);
    expect(image.status).toBe(200);
    expect(await samePixels(Buffer.from(await image.arrayBuffer()), tinyPng())).toBe(true);
    // The file is in the bucket, not in any node's own folder.
    for (const n of [1, 2, 3]) {
      const own = path.join(dir, `n${n}`, 'uploads');
      expect(existsSync(own) ? readdirSync(own) : []).toEqual([]);
    }
  });

  it('a booking made on node 3 rings the alarm of an admin subscribed on node 1 within a second', async () => {
    const [n1, , n3] = nodes;
    const alarm = await subscribe<{ bookingChanged: { kind: string; bookingId: string } }>(
      n1.url,
      'subscription { bookingChanged { kind bookingId } }',
      admin,
    );
    try {
      const carId = ((await (await fetch(`${n3.url}/api/v1/cars`)).json()) as { _id: string }[])[0]._id;
      const started = Date.now();
      const res = await fetch(`${n3.url}/api/v1/bookingsnew/book`, json(customer, bookingBody(carId, 5)));
      expect(res.status).toBe(201);
      const { booking } = (await res.json()) as { booking: { _id: string } };
      const event = await alarm.next(SPREAD_MS);
      expect(event.bookingChanged).toEqual({ kind: 'created', bookingId: booking._id });
      expect(Date.now() - started).toBeLessThan(SPREAD_MS);
    } finally {
      await alarm.close();
    }
  });

  it('a rate limit spent on node 1 holds on node 2 (the limiter counts in PostgreSQL)', async () => {
    const [n1, n2] = nodes;
    const attempt = (node: Proc, i: number) =>
      fetch(`${node.url}/api/v1/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
        body: JSON.stringify({ email: `nobody${i}@example.com`, password: 'wrong-password' }),
      }).then((r) => r.status);
    const spent: number[] = [];
    for (let i = 0; i < 10; i += 1) spent.push(await attempt(n1, i));
    expect(spent.every((s) => s === 401)).toBe(true);
    expect(await attempt(n2, 10)).toBe(429);
  });

  it.skipIf(!caddyBinary())(
    'through Caddy: requests go round the three nodes, and a client cannot dodge the sign-in limit by claiming another address',
    async () => {
      const via = proxy!.url;
      const logged = nodes.map((n) => n.output.join('').length);
      // Caddy replaces a client's X-Forwarded-For with the address it sees (no trusted_proxies in deploy/Caddyfile):
      // ten wrong passwords from "ten addresses" are ten from one, counted in PostgreSQL whichever node took each.
      const attempt = (i: number) =>
        fetch(`${via}/api/v1/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
          body: JSON.stringify({ email: `nobody${i}@example.com`, password: 'wrong-password' }),
        }).then((r) => r.status);
      const spent: number[] = [];
      for (let i = 0; i < 10; i += 1) spent.push(await attempt(i));
      expect(spent).toEqual(Array(10).fill(401));
      expect(await attempt(10)).toBe(429);
      for (const [i, node] of nodes.entries()) {
        await expect.poll(() => node.output.join('').slice(logged[i]), { message: `node ${i + 1}` }).toContain('/api/v1/admin/login');
      }
    },
  );
});
