import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { admin, api, baseURL } from './harness.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

async function asAdmin(pathname: string, token: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') {
  const res = await api(pathname, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe('examples/partner: a partner integrates with an API key alone', () => {
  it('lists free cars, quotes one, books it for a customer and verifies the booking.created webhook', async () => {
    const login = await api('/api/v1/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const { token } = (await login.json()) as { token: string };
    const key = await asAdmin('/api/v1/admin/api-keys', token, {
      name: `e2e partner ${Date.now()}`,
      scopes: ['catalogue:read', 'bookings:write'],
    });
    expect(key.status).toBe(201);
    const port = await freePort();
    const hook = await asAdmin('/api/v1/admin/webhooks', token, { url: `http://127.0.0.1:${port}/webhook`, events: ['booking.created'] });
    expect(hook.status).toBe(201);
    const email = `partner-${Date.now()}@e2e.test`;
    try {
      const { stdout } = await run(process.execPath, [path.join(ROOT, 'examples/partner/partner.mjs')], {
        env: {
          ...process.env,
          API_KEY: key.body.key,
          BASE_URL: baseURL,
          WEBHOOK_SECRET: hook.body.secret,
          WEBHOOK_PORT: String(port),
          CUSTOMER_EMAIL: email,
        },
        timeout: 60_000,
      });
      expect(stdout).toMatch(/\d+ of \d+ cars are free/);
      expect(stdout).toMatch(/quote for .+: ₹\d+/);
      expect(stdout).toContain(`for ${email}:`);
      expect(stdout).toMatch(/webhook verified: booking\.created for booking [0-9a-f-]{36}/);
    } finally {
      await asAdmin(`/api/v1/admin/webhooks/${hook.body._id}`, token, undefined, 'DELETE');
      await asAdmin(`/api/v1/admin/api-keys/${key.body._id}`, token, undefined, 'DELETE');
    }
    const bookings = await asAdmin('/api/v1/bookingsnew/all', token);
    const made = (bookings.body as { name: string; status: string; carId: { name: string } }[]).find(
      (b) => b.name === 'Guest of the hotel',
    );
    expect(made?.status).toBe('Pending');
  }, 90_000);
});
