import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './support/helpers.js';
import { startProcess, stopProcess, type Proc } from './support/processes.js';
import { bookingBody } from './support/booking-fixtures.js';
import { TokenService } from '../src/modules/auth/tokens.js';
import { Role } from '../src/modules/common/enums.js';

const tokens = new TokenService('multiprocess-test-secret');
let dir: string;
let proc: Proc | undefined;

afterAll(async () => {
  await stopProcess(proc);
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 30_000);

/** A graphql-ws socket subscribed to the customer's notifications; resolves with its close code when closed. */
async function openSocket(url: string, token: string): Promise<{ closed: Promise<number> }> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    ws.once('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })));
    ws.on('message', (data) => {
      if (JSON.parse(String(data)).type !== 'connection_ack') return;
      ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { notificationAdded { message } }' } }));
      resolve();
    });
  });
  return { closed };
}

/**
 * A booking POST the server has accepted (it answered `100 Continue` to its headers) with half its body sent;
 * `finish()` sends the rest.
 */
function slowBooking(url: string, token: string, body: string) {
  const half = Math.floor(body.length / 2);
  const req = http.request(`${url}/api/v1/bookingsnew/book`, {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      authorization: `Bearer ${token}`,
      expect: '100-continue',
    },
  });
  const status = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  const started = new Promise<void>((resolve) =>
    req.once('continue', () => {
      req.write(body.slice(0, half));
      resolve();
    }),
  );
  return {
    started,
    finish: () => {
      req.end(body.slice(half));
      return status;
    },
  };
}

describe('SIGTERM drains', () => {
  it('finishes the 50 requests in flight with 2xx, refuses new connections, closes WebSockets with 1001 and exits 0', async () => {
    const databaseUrl = await createTestDatabase();
    dir = mkdtempSync(path.join(tmpdir(), 'drain-'));
    proc = await startProcess(databaseUrl, dir, { SEED_DEMO: 'true', RATE_LIMIT_SCALE: '1000' });
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const userId = randomUUID();
    await db.query(`insert into users (id, name, email, phone, is_verified) values ($1, 'Asha Verma', $2, '+919876543210', true)`, [
      userId,
      `${userId.slice(0, 8)}@example.com`,
    ]);
    const token = tokens.sign({ id: userId, role: Role.Customer });
    const carId = ((await (await fetch(`${proc.url}/api/v1/cars`)).json()) as { _id: string }[])[0]._id;

    const sockets = await Promise.all([1, 2, 3].map(() => openSocket(proc!.url, token)));
    const inFlight = Array.from({ length: 50 }, (_, i) => slowBooking(proc!.url, token, JSON.stringify(bookingBody(carId, 2 + i))));
    await Promise.all(inFlight.map((r) => r.started));

    const signalled = Date.now();
    proc.child.kill('SIGTERM');
    // New connections are refused once the server stops listening.
    await expect
      .poll(
        async () =>
          fetch(`${proc!.url}/api/v1/cars`).then(
            () => 'answered',
            (err: Error) => (err.cause as { code?: string })?.code,
          ),
        { timeout: 5000, interval: 50 },
      )
      .toBe('ECONNREFUSED');
    // The sockets are told the server is going away.
    expect(await Promise.all(sockets.map((s) => s.closed))).toEqual([1001, 1001, 1001]);
    // What was accepted before the signal still completes.
    const statuses = await Promise.all(inFlight.map((r) => r.finish()));
    expect(statuses).toEqual(Array(50).fill(201));
    expect(await proc.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(15_000);
    const { rows } = await db.query('select count(*)::int as n from bookings where user_id = $1', [userId]);
    await db.end();
    expect(rows[0].n).toBe(50);
  }, 90_000);
});
