import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from './support/account-fixtures.js';
import { startTestServer, type TestServer } from './support/helpers.js';

/**
 * The security review's findings, attacked over real HTTP (and, where they apply, a real WebSocket). Clients bind
 * to different loopback addresses (127.0.0.x) so the server sees different IPs without any proxy header.
 */
let server: TestServer;
let second: TestServer;
const ADMIN = { email: 'guard@example.com', password: 'right password 1' };

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  // A second server instance on the same database: its own memory, the same PostgreSQL counters.
  second = await startTestServer({ DATABASE_URL: server.databaseUrl, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
}, 60_000);
// Every test starts with no counters, so the order of the tests does not matter.
beforeEach(async () => { await sql(server, 'delete from rate_limits'); });
afterAll(async () => {
  await second?.close();
  await server?.close();
});

interface Answer { status: number; headers: http.IncomingHttpHeaders; body: Record<string, unknown> }

let loopback = 10;
/** A fresh 127.0.0.x address for a test (the whole 127/8 block is loopback on Linux). */
function freshLoopback(): string {
  loopback += 1;
  return `127.0.${Math.floor(loopback / 250)}.${(loopback % 250) + 2}`;
}

/** A JSON request from a chosen local address. */
export function request(base: string, method: string, pathname: string, body: unknown, from: string, headers: Record<string, string> = {},
  agent: http.Agent | false = false): Promise<Answer> {
  const url = new URL(pathname, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1', port: url.port, path: url.pathname + url.search, method, localAddress: from, agent,
      headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...headers },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : {} });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const adminLogin = (base: string, password: string, from: string, agent: http.Agent | false = false) =>
  request(base, 'POST', '/api/v1/admin/login', { email: ADMIN.email, password }, from, {}, agent);

describe('finding 6: rate limits hold under concurrency and across processes', () => {
  it('1,000 parallel wrong admin logins from one address run at most 10 password compares', async () => {
    const from = freshLoopback();
    // 200 connections at once (more would overflow the listen backlog of a busy test machine), 1,000 requests.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 200, localAddress: from });
    const answers = await Promise.all(Array.from({ length: 1000 }, (_, i) => adminLogin(server.url, `wrong ${i}`, from, agent)));
    agent.destroy();
    // A 401 is only ever answered after a password compare: 10 compares, the rest refused before any.
    expect(answers.filter((a) => a.status === 401)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(990);
    const refused = answers.find((a) => a.status === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['ratelimit-limit']).toBe('10');
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(Number(refused.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect(refused.headers['ratelimit-policy']).toBe('10;w=900');
  }, 60_000);

  it('a limit spent on one server instance holds on another sharing the database', async () => {
    const from = freshLoopback();
    for (let i = 0; i < 5; i += 1) {
      expect((await request(server.url, 'POST', '/api/v1/contact/add', { name: 'Spam', email: 'spam@example.com', phone: '9876543210', message: `hello ${i}` }, from)).status).toBe(201);
    }
    const elsewhere = await request(second.url, 'POST', '/api/v1/contact/add', { name: 'Spam', email: 'spam@example.com', phone: '9876543210', message: 'again' }, from);
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.headers['retry-after']).toBeDefined();
  });

  it('GraphQL answers RATE_LIMITED with retryAfter in the extensions', async () => {
    const from = freshLoopback();
    let last: Answer | null = null;
    for (let i = 0; i < 6; i += 1) {
      last = await request(server.url, 'POST', '/graphql', { query: 'mutation($i: ContactMessageInput!) { sendContactMessage(input: $i) }', variables: { i: { name: 'Q', email: 'q@example.com', phone: '9876543210', message: `m${i}` } } }, from);
    }
    const error = (last!.body.errors as { extensions: { code: string; retryAfter: number } }[])[0];
    expect(error.extensions.code).toBe('RATE_LIMITED');
    expect(error.extensions.retryAfter).toBeGreaterThan(0);
  });

  it('an anonymous upload over its budget is refused before its body is read', async () => {
    const from = freshLoopback();
    const limit = server.app.services.anonymousUploads;
    // The server listens on both stacks, so it sees the IPv4-mapped form of the address.
    for (let i = 0; i < limit.points; i += 1) await limit.consume(`::ffff:${from}`);
    // Announce 5 MB but send nothing: a server that read the body first would wait for it.
    const answer = await new Promise<Answer>((resolve, reject) => {
      const url = new URL('/api/v1/car/register', server.url);
      const req = http.request({ host: '127.0.0.1', port: url.port, path: url.pathname, method: 'POST', localAddress: from, agent: false,
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(5 * 1024 * 1024) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => { resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') }); req.destroy(); });
      });
      req.on('error', reject);
      req.write('--x\r\n');
    });
    expect(answer.status).toBe(429);
  });
});

describe('finding 5: a lockout from one address does not stop the right credentials from another', () => {
  it('admin: failures from 127.0.0.2 end in 429 there, the right password from 127.0.0.3 signs in at once', async () => {
    const attacker = freshLoopback();
    let last: Answer | null = null;
    for (let i = 0; i < 12; i += 1) last = await adminLogin(server.url, `guess ${i}`, attacker);
    expect(last!.status).toBe(429);
    expect((await adminLogin(server.url, ADMIN.password, attacker)).status).toBe(429);
    const owner = freshLoopback();
    const ok = await adminLogin(server.url, ADMIN.password, owner);
    expect(ok.status).toBe(200);
    expect(typeof ok.body.token).toBe('string');
  });

  it('admin: past the account\'s ceiling (failures from many addresses) a fresh address with the right password still signs in', async () => {
    for (let a = 0; a < 7; a += 1) {
      const from = freshLoopback();
      for (let i = 0; i < 3; i += 1) expect((await adminLogin(second.url, `botnet ${a} ${i}`, from)).status).toBe(401);
    }
    // Now past 20 failures (21): a known address gets one try per window, then waits.
    const known = freshLoopback();
    expect((await adminLogin(server.url, 'slow lane', known)).status).toBe(401);
    expect((await adminLogin(server.url, ADMIN.password, known)).status).toBe(429);
    const owner = freshLoopback();
    expect((await adminLogin(server.url, ADMIN.password, owner)).status).toBe(200);
  });

  it('admin: one (account, address) pair waits longer after each failure', async () => {
    const from = freshLoopback();
    expect((await adminLogin(server.url, 'one', from)).status).toBe(401);
    expect((await adminLogin(server.url, 'two', from)).status).toBe(401);
    expect((await adminLogin(server.url, 'three', from)).status).toBe(401);
    const waiting = await adminLogin(server.url, 'four', from);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});
