import { readdirSync } from 'node:fs';
import http from 'node:http';
import { variantOf } from '../../src/modules/common/image-variants.js';
import { randomUUID } from 'node:crypto';
import { deflateSync, crc32 } from 'node:zlib';
import type { TestServer } from './helpers.js';
import { Role } from '../../src/modules/common/enums.js';

/** Runs SQL on the test server's database. */
export async function sql<T = Record<string, unknown>>(server: TestServer, query: string, params: unknown[] = []): Promise<T[]> {
  return server.orm.em.fork().getConnection().execute<T[]>(query, params);
}

export interface TestCustomer {
  id: string;
  token: string;
  email: string;
}

/** A customer row straight in the database, with a signed token. */
export async function insertCustomer(
  server: TestServer,
  fields: { name?: string; email?: string; phone?: string; isVerified?: boolean; profilePic?: string | null; createdAt?: string } = {},
): Promise<TestCustomer> {
  const id = randomUUID();
  const email = fields.email ?? `c-${id.slice(0, 8)}@example.com`;
  await sql(
    server,
    `insert into users (id, name, email, phone, is_verified, profile_pic, created_at) values (?, ?, ?, ?, ?, ?, coalesce(?::timestamptz, now()))`,
    [
      id,
      fields.name ?? 'Test Customer',
      email,
      fields.phone ?? '+919876543210',
      fields.isVerified ?? true,
      fields.profilePic ?? null,
      fields.createdAt ?? null,
    ],
  );
  return { id, email, token: server.tokenFor(id, Role.Customer) };
}

/** A car row; returns its id. */
export async function insertCar(server: TestServer, name = 'Swift'): Promise<string> {
  const id = randomUUID();
  await sql(
    server,
    `insert into cars (id, name, price, fuel, seat, extrafare, cartype, cooling, selfdrive, clock, location, image)
    values (?, ?, 1500, 'Petrol', 5, 10, 'Hatchback', 'AC', 'Self Drive', 'Manual', 'Indore', 'car.png')`,
    [id, name],
  );
  return id;
}

/** A booking row; dates yyyy-MM-dd, times HH:mm. Returns its id. */
export async function insertBooking(
  server: TestServer,
  b: { carId: string; userId: string; status?: string; pickupDate: string; dropDate: string; pickupTime?: string; dropTime?: string },
): Promise<string> {
  const id = randomUUID();
  await sql(
    server,
    `insert into bookings (id, car_id, user_id, name, phone, license, pickup_date, pickup_time, drop_date, drop_time, status, amount, advance)
    values (?, ?, ?, 'Test', '919876543210', 'MP09-2020-1', ?, ?, ?, ?, ?, 5000, 2500)`,
    [id, b.carId, b.userId, b.pickupDate, b.pickupTime ?? '10:00', b.dropDate, b.dropTime ?? '18:00', b.status ?? 'Pending'],
  );
  return id;
}

/** yyyy-MM-dd of a date shifted by whole days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/** A valid 1x1 PNG, built byte by byte. */
export function tinyPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8;
  ihdr[9] = 6; // 8-bit RGBA
  const pixel = deflateSync(Buffer.from([0, 255, 0, 0, 255]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', pixel),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** JSON POST/PUT/DELETE with an optional bearer token and client IP (the server trusts X-Forwarded-For from loopback). */
export async function send(server: TestServer, method: string, path: string, body?: unknown, opts: { token?: string; ip?: string } = {}) {
  const res = await server.fetch(path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/**
 * A JSON request sent from a chosen loopback address (127.0.0.x; no proxy header), so the server sees that IP;
 * the answer with its headers (Retry-After, RateLimit-*).
 */
export function sendFrom(server: TestServer, from: string, method: string, pathname: string, body?: unknown) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const url = new URL(pathname, server.url);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Record<string, any> }>((resolve, reject) => {
    const req = http.request(
      url,
      { method, localAddress: from, agent: false, headers: payload ? { 'content-type': 'application/json' } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Uploads are re-encoded (metadata dropped), so a served image is compared with its original by its pixels. */
export async function samePixels(a: Buffer, b: Buffer): Promise<boolean> {
  const { default: sharp } = await import('sharp');
  const [x, y] = await Promise.all([a, b].map((bytes) => sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
  return x.info.width === y.info.width && x.info.height === y.info.height && x.data.equals(y.data);
}

/** The uploaded originals in the server's UPLOAD_DIR (their card variants come and go with them; image-variants.test.ts covers those). */
export function uploadedOriginals(server: TestServer): string[] {
  return readdirSync(server.config.uploadDir)
    .filter((f) => !f.startsWith('.') && !variantOf(f))
    .sort();
}
