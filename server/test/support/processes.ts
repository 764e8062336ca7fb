import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { ensureBuilt, SERVER_MAIN, SERVER_NODE_ARGS } from '../../../scripts/lib/build.mjs';

/** Real server processes for tests that need more than one, or that kill things: the compiled server, run by node. */
export const SERVER_DIR = path.resolve(import.meta.dirname, '..', '..');

let built = false;
/**
 * `node` arguments that run `script` of the compiled server (server/dist), built first when older than its sources
 * (scripts/lib/build.mjs, the rule of `npm start` and the e2e setup, one build at a time). A process started from
 * source with tsx spent about 4 s of CPU in the loader before its first line, and the suite starts about 30.
 */
export function builtServer(script: 'main' | 'backup-cli'): string[] {
  if (!built) {
    ensureBuilt({ only: ['server'] });
    built = true;
  }
  return [...SERVER_NODE_ARGS, path.join(path.dirname(SERVER_MAIN), `${script}.js`)];
}

export interface Proc {
  url: string;
  port: number;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A real server process (node, no npx wrapper), ready once `readyPath` answers 200. `databaseUrl` null:
 * the process runs its own embedded PostgreSQL under `dir`. Without `env.PORT` it listens on a port of its own
 * choosing (PORT=0), read from its start line: a port probed free here could be taken by another worker's process
 * before this one binds it, and the readiness check would then be answered by that other server.
 */
export async function startProcess(
  databaseUrl: string | null,
  dir: string,
  env: Record<string, string> = {},
  readyPath = '/healthz',
): Promise<Proc> {
  const child = spawn(process.execPath, builtServer('main'), {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      JWT_SECRET: 'multiprocess-test-secret',
      DATA_DIR: dir,
      UPLOAD_DIR: path.join(dir, 'uploads'),
      CLIENT_DIR: path.join(dir, 'no-client'),
      BACKUP_INTERVAL_HOURS: '0',
      MIN_LEAD_MINUTES: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // Up to 150 s: a start (migrations, a first embedded cluster) takes far longer than usual on a host shared by many test runs.
  for (let i = 0; i < 750; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output.join('')}`);
    const serving = /is serving on http:\/\/localhost:(\d+)/.exec(output.join(''));
    if (serving) {
      const port = Number(serving[1]);
      const url = `http://127.0.0.1:${port}`;
      const ok = await fetch(`${url}${readyPath}`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return { url, port, child, output, exited };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${output.join('')}`);
}

/** SIGTERM and wait; SIGKILL after `ms` if it hangs. Resolves with the exit code. */
export async function stopProcess(proc: Proc | undefined, ms = 20_000): Promise<number | null> {
  if (!proc) return null;
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return proc.exited;
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), ms);
  const code = await proc.exited;
  clearTimeout(timer);
  return code;
}

/** The connection URL and postmaster pid of the embedded cluster a server process runs under DATA_DIR `dir`. */
export function embeddedCluster(dir: string): { url: string; pid: number } {
  const lines = readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const password = readFileSync(path.join(dir, 'pg-password'), 'utf8').trim();
  return { url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${lines[3]}/app`, pid: Number(lines[0]) };
}

/** Creates an admin account and answers its id: admin tokens signed by a test must name a live session. */
export async function insertAdmin(databaseUrl: string): Promise<string> {
  const id = randomUUID();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(`insert into admins (id, email, password_hash) values ($1, $2, 'no login')`, [id, `test-${id}@example.com`]);
  } finally {
    await db.end();
  }
  return id;
}
