import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { builtServer, SERVER_DIR } from './support/processes.js';
import { startTestServer } from './support/helpers.js';

const STRONG = 'x'.repeat(32);

/** Runs the server's main with this environment; resolves with its exit code and what it printed. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, builtServer('main'), {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH ?? '', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += String(d);
    });
    child.stderr.on('data', (d) => {
      output += String(d);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('finding 9: production refuses weak secrets, and health answers never leak', () => {
  it.each([
    [{ SMTP_URL: 'smtp://mail.example.com' }, /JWT_SECRET is required/],
    [{ JWT_SECRET: 'short', SMTP_URL: 'smtp://mail.example.com' }, /JWT_SECRET is 5 bytes; at least 32 are required/],
    [{ JWT_SECRET: STRONG }, /SMTP_URL is required/],
  ])('NODE_ENV=production with %j is refused', (env, message) => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', ...env })).toThrow(message);
  });

  it('a 32-byte JWT_SECRET and an SMTP_URL are enough', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: STRONG, SMTP_URL: 'smtp://mail.example.com' }).production).toBe(true);
  });

  it("PUBLIC_URL (the sign-in link's site) loses its trailing slash, must be http(s), and has no guess in production", () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: STRONG, SMTP_URL: 'smtp://mail.example.com' };
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://rent.example.com/' }).publicUrl).toBe('https://rent.example.com');
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://example.com/rent//' }).publicUrl).toBe('https://example.com/rent');
    expect(loadConfig(production).publicUrl).toBeNull();
    expect(loadConfig({ NODE_ENV: 'development', PORT: '4000', JWT_SECRET: STRONG }).publicUrl).toBe('http://localhost:4000');
    for (const bad of ['rent.example.com', 'javascript:alert(1)'])
      expect(() => loadConfig({ ...production, PUBLIC_URL: bad })).toThrow(/^PUBLIC_URL must be/);
  });

  it('the server process exits 1 with the message, before touching any database', async () => {
    const { code, output } = await runMain({ NODE_ENV: 'production', JWT_SECRET: 'too short' });
    expect(code).toBe(1);
    expect(output).toContain('Refusing to start with NODE_ENV=production');
    expect(output).toContain('SMTP_URL is required');
    expect(output).not.toMatch(/\n\s+at /);
  }, 40_000);

  it('/healthz answers from memory: no database round trip per call, and never a raw database error', async () => {
    const server = await startTestServer();
    try {
      const conn = server.orm.em.getConnection();
      const real = conn.execute.bind(conn);
      conn.execute = (async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.5:5432 role "secret_owner"');
      }) as never;
      const up = server.supervisor.isUp.bind(server.supervisor);
      try {
        // The database "fails" every query, yet readiness is the supervisor's state: no query was made.
        expect((await server.fetch('/healthz')).status).toBe(200);
        server.supervisor.isUp = () => false;
        const res = await server.fetch('/healthz/ready');
        expect(res.status).toBe(503);
        const text = await res.text();
        expect(text).not.toMatch(/ECONNREFUSED|10\.0\.0\.5|secret_owner/);
        expect(JSON.parse(text)).toEqual({
          status: 'unavailable',
          message: 'The service is briefly unavailable while its database recovers. Please try again in a few seconds.',
        });
        expect((await server.fetch('/healthz/live')).status).toBe(200);
      } finally {
        conn.execute = real;
        server.supervisor.isUp = up;
      }
    } finally {
      await server.close();
    }
  });
});
