import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/helpers.js';

// Admin login allows 10 failures per client address per 15 minutes: which address the server sees decides the 429.
let behindNothing: TestServer;
let behindLocalProxy: TestServer;
beforeAll(async () => {
  [behindNothing, behindLocalProxy] = await Promise.all([
    startTestServer({ TRUST_PROXY: 'none' }),
    startTestServer({ TRUST_PROXY: 'loopback' }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([behindNothing?.close(), behindLocalProxy?.close()]);
});

/** Failed admin logins, each claiming another client address and using another e-mail; answers the statuses. */
async function failedLogins(server: TestServer, n: number, via: 'rest' | 'graphql'): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` };
    const email = `nobody${i}-${via}@example.com`;
    if (via === 'rest') {
      statuses.push(
        (
          await server.fetch('/api/v1/admin/login', {
            method: 'POST',
            headers,
            body: JSON.stringify({ email, password: 'wrong-password' }),
          })
        ).status,
      );
    } else {
      const res = await server.fetch('/graphql', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          query: 'mutation($e: String!) { adminLogin(email: $e, password: "wrong-password") { token } }',
          variables: { e: email },
        }),
      });
      const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
      statuses.push(body.errors?.[0]?.extensions?.code === 'RATE_LIMITED' ? 429 : 401);
    }
  }
  return statuses;
}

describe('TRUST_PROXY: per-IP limits see the client behind a trusted proxy, and only behind it', () => {
  it('none: X-Forwarded-For is ignored, so changing it does not escape the limit (REST and GraphQL)', async () => {
    expect((await failedLogins(behindNothing, 11, 'rest')).at(-1)).toBe(429);
    expect((await failedLogins(behindNothing, 1, 'graphql'))[0]).toBe(429);
  });

  it('loopback (a proxy on this host): each forwarded client has its own allowance', async () => {
    const statuses = [...(await failedLogins(behindLocalProxy, 11, 'rest')), ...(await failedLogins(behindLocalProxy, 3, 'graphql'))];
    expect(statuses.filter((s) => s === 429)).toEqual([]);
  });
});
