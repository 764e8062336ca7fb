import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WS_LIMITS } from '../src/app.js';
import { send } from './support/account-fixtures.js';
import { startTestServer, type TestServer } from './support/helpers.js';

// Every per-address limit counts an IPv6 client by its /64 and an IPv4-mapped one as IPv4 (http/client-address.ts).
// The clients come through X-Forwarded-For, trusted from loopback (TRUST_PROXY's default).
const ADMIN = { email: 'owner-v6@example.com', password: 'the right password 6' };
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

let network = 0;
/** A /64 of its own per test: `n` distinct addresses inside it. */
function oneSlash64(n: number): string[] {
  network += 1;
  return Array.from(
    { length: n },
    (_, i) =>
      `2001:db8:${network.toString(16)}:${(network * 7).toString(16)}:${(i + 1).toString(16)}:${i.toString(16)}::${(i * 13 + 1).toString(16)}`,
  );
}

describe('IPv6 addresses of one /64 share one budget', () => {
  it('admin login: 10 attempts per /64, whichever of its addresses tries (REST and GraphQL)', async () => {
    const addresses = oneSlash64(12);
    const statuses: number[] = [];
    for (const [i, ip] of addresses.slice(0, 11).entries()) {
      statuses.push(
        (await send(server, 'POST', '/api/v1/admin/login', { email: `nobody${i}@example.com`, password: 'wrong-password' }, { ip })).status,
      );
    }
    expect(statuses).toEqual([...new Array(10).fill(401), 429]);
    const res = await server.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': addresses[11] },
      body: JSON.stringify({ query: 'mutation { adminLogin(email: "someone@example.com", password: "wrong-password") { token } }' }),
    });
    expect(((await res.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('RATE_LIMITED');
    // Another /64 has its own budget.
    expect(
      (
        await send(
          server,
          'POST',
          '/api/v1/admin/login',
          { email: 'nobody@example.com', password: 'wrong-password' },
          { ip: oneSlash64(1)[0] },
        )
      ).status,
    ).toBe(401);
  });

  it('sign-in codes: a second code to one victim from another address of the /64 waits like a resend', async () => {
    const [first, second] = oneSlash64(2);
    const victim = { name: 'Victim', email: 'victim-v6@example.com', phone: '9876543210' };
    expect((await send(server, 'POST', '/api/auth/send-email-otp', victim, { ip: first })).status).toBe(200);
    expect((await send(server, 'POST', '/api/auth/send-email-otp', victim, { ip: second })).status).toBe(429);
  });

  it('reviews: 5 per /64 in 15 minutes', async () => {
    const addresses = oneSlash64(6);
    const statuses: number[] = [];
    for (const ip of addresses)
      statuses.push((await send(server, 'POST', '/api/v1/reviews', { name: 'Asha', rating: 5, message: 'Good' }, { ip })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('::ffff:127.0.0.2 is 127.0.0.2: one budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const ip = i % 2 ? '127.0.0.2' : '::ffff:127.0.0.2';
      statuses.push((await send(server, 'POST', '/api/v1/reviews', { name: 'Ravi', rating: 4, message: 'Fine' }, { ip })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('WebSockets: the socket cap counts the /64', async () => {
    const addresses = oneSlash64(WS_LIMITS.socketsPerIp + 1);
    const url = `${server.url.replace(/^http/, 'ws')}/graphql`;
    const handshake = (ip: string) => {
      const socket = new WebSocket(url, 'graphql-transport-ws', { headers: { 'x-forwarded-for': ip } });
      return new Promise<{ socket: WebSocket; status: number }>((resolve, reject) => {
        socket.once('unexpected-response', (_req, res) => resolve({ socket, status: res.statusCode ?? 0 }));
        socket.once('open', () => resolve({ socket, status: 101 }));
        socket.once('error', reject);
      });
    };
    const open = await Promise.all(addresses.slice(0, -1).map(handshake));
    expect(open.every((o) => o.status === 101)).toBe(true);
    expect((await handshake(addresses.at(-1)!)).status).toBe(429);
    const elsewhere = await handshake(oneSlash64(1)[0]);
    expect(elsewhere.status).toBe(101);
    for (const { socket } of [...open, elsewhere]) socket.close();
  });
});
