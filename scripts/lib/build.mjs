// Shared by npm start, the e2e global setup, the server tests' processes, the benchmark and Lighthouse: build the
// client and the server when their output is missing or older than their sources, and small process helpers.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, mkdirSync, mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SERVER_MAIN = path.join(ROOT, 'server/dist/server/src/main.js');
/**
 * How node runs the server wherever it is started: npm start, the tests' processes, the e2e setup, the bench and
 * Lighthouse (the Dockerfile's CMD says the same; compose.test.ts checks). `--max-semi-space-size=64` (MB; node 20's
 * young generation stops growing at 16): under GraphQL load a scavenge came every 100 ms or so and found about a
 * quarter of what had been allocated since still held, which was then promoted for a mark-compact to free (11-31 MB/s,
 * 56-126 ms of GC per second; with 64 MB, 1-2 MB/s and 9-15 ms in most runs: docs/performance.md, 2026-11-28). The
 * young generation grows to it only under such load.
 */
export const SERVER_NODE_ARGS = ['--enable-source-maps', '--max-semi-space-size=64'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function newestMtime(target) {
  const stat = statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

const WORKSPACES = {
  client: {
    marker: 'client/dist/index.html',
    sources: [
      'client/src',
      'client/index.html',
      'client/public',
      'client/build',
      'client/vite.config.ts',
      'client/package.json',
      'client/tsconfig.json',
    ],
  },
  server: {
    marker: 'server/dist/server/src/main.js',
    sources: ['server/src', 'migrations', 'server/package.json', 'server/tsconfig.json', 'server/tsconfig.build.json'],
  },
};

/** Names of the workspaces whose build output is missing or older than a source file. */
export function staleWorkspaces(only = Object.keys(WORKSPACES)) {
  return Object.entries(WORKSPACES)
    .filter(([name]) => only.includes(name))
    .filter(([, { marker, sources }]) => {
      const built = newestMtime(path.join(ROOT, marker));
      const changed = Math.max(...sources.map((s) => newestMtime(path.join(ROOT, s))));
      return built === 0 || built < changed;
    })
    .map(([name]) => name);
}

/**
 * One build at a time across processes: npm test's e2e setup and the server tests' workers (which start the built
 * server) may ask at once, and two builds writing one dist would break both. A lock folder; one left by a killed
 * build is taken over after 10 minutes.
 */
function withBuildLock(build) {
  const lock = path.join(ROOT, '.test-data', 'build.lock');
  mkdirSync(path.dirname(lock), { recursive: true });
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - since > 10 * 60_000) rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(pause, 0, 0, 250);
    }
  }
  try {
    return build();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Builds what is stale (or everything with force), of `only` (default both). Throws when a build fails. */
export function ensureBuilt(options = {}) {
  return withBuildLock(() => buildStale(options));
}

function buildStale({ force = false, only = Object.keys(WORKSPACES), log = console.log }) {
  const names = force ? only : staleWorkspaces(only);
  for (const name of names) {
    log(`building ${name}...`);
    const started = Date.now();
    // A production build whatever the caller's NODE_ENV (vitest sets `test`, which would bundle React's development build).
    const env = { ...process.env, NODE_ENV: 'production' };
    const result = spawnSync(npm, ['run', 'build', '-w', name], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    if (result.status !== 0) throw new Error(`npm run build -w ${name} failed (exit ${result.status ?? result.signal})`);
    log(`built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return names;
}

/**
 * A new folder under ROOT/.test-data, mode 755: embedded PostgreSQL runs initdb as the `postgres`
 * user when we are root, so the folder (unlike a 700 mkdtemp one) must be traversable.
 */
export function makeTempDir(prefix) {
  const base = path.join(ROOT, '.test-data');
  mkdirSync(base, { recursive: true });
  chmodSync(base, 0o755);
  const dir = mkdtempSync(path.join(base, `${prefix}-`));
  chmodSync(dir, 0o755);
  return dir;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls url until it answers 200, the child exits, or the time is up. */
export async function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before ${url} answered`);
    if (child && child.signalCode) throw new Error(`the server was killed by ${child.signalCode} before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
      lastError = `status ${res.status}`;
    } catch (err) {
      lastError = err.cause?.code ?? err.message;
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${lastError})`);
}

/** SIGTERM, then SIGKILL after graceMs; resolves with the exit code (or signal name). */
export function stopChild(child, { graceMs = 20_000, signal = 'SIGTERM' } = {}) {
  if (!child || child.exitCode !== null || child.signalCode) return Promise.resolve(child?.exitCode ?? child?.signalCode ?? null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        child.kill('SIGKILL');
      } catch {
        /* gone */
      }
    }, graceMs);
    child.once('exit', (code, sig) => {
      clearTimeout(timer);
      resolve(code ?? sig);
    });
    try {
      child.kill(signal);
    } catch {
      clearTimeout(timer);
      resolve(null);
    }
  });
}
