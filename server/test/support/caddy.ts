import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './processes.js';

/**
 * The production proxy in front of test nodes: Debian's `caddy` running deploy/Caddyfile, rewritten only where a
 * test must differ from `docker compose` (static upstreams on loopback instead of the DNS-discovered `app`
 * replicas, a free loopback port instead of :80). The health checks, retries, compression and WebSocket handling
 * are the file's own, so a test through it proves the file an operator deploys.
 */
export const CADDYFILE = path.resolve(import.meta.dirname, '..', '..', '..', 'deploy', 'Caddyfile');

/** The caddy binary, or null when it is not installed (`.ci/run` installs Debian's `caddy`). */
export function caddyBinary(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v caddy'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

export function caddyVersion(): string {
  return spawnSync(caddyBinary() ?? 'caddy', ['version'], { encoding: 'utf8' }).stdout.trim();
}

/** deploy/Caddyfile with `upstreams` (host:port) in place of the DNS lookup, listening on 127.0.0.1:`port`. */
export function testCaddyfile(port: number, upstreams: string[]): string {
  const source = readFileSync(CADDYFILE, 'utf8');
  const dynamic = /^(\s*)dynamic a \{[^}]*\}\n/m;
  const site = /^:80 \{\n/m;
  if (!dynamic.test(source) || !site.test(source)) {
    throw new Error('deploy/Caddyfile no longer has the `:80` site with a `dynamic a` upstream block this kit rewrites');
  }
  return source
    .replace(dynamic, (_all, indent: string) => `${indent}to ${upstreams.join(' ')}\n`)
    .replace(site, `:${port} {\n\tbind 127.0.0.1\n`);
}

export interface Caddy {
  url: string;
  child: ChildProcess;
  output: string[];
  close(): Promise<void>;
}

/** Starts caddy on a free loopback port in front of `upstreams`; resolves once a request through it is proxied. */
export async function startCaddy(upstreams: string[]): Promise<Caddy> {
  const bin = caddyBinary();
  if (!bin) throw new Error('caddy is not installed (apt-get install caddy; .ci/run does)');
  const dir = mkdtempSync(path.join(tmpdir(), 'caddy-'));
  // A port probed free may be taken before caddy binds it (other test files run beside this one): try again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const port = await freePort();
    const file = path.join(dir, 'Caddyfile');
    writeFileSync(file, testCaddyfile(port, upstreams));
    const child = spawn(bin, ['run', '--config', file, '--adapter', 'caddyfile'], {
      // Caddy keeps certificates and autosaved config under XDG folders: a temporary one, not the root's home.
      env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout!.on('data', (d) => output.push(String(d)));
    child.stderr!.on('data', (d) => output.push(String(d)));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100 && child.exitCode === null; i += 1) {
      const ok = await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) {
        return {
          url,
          child,
          output,
          async close() {
            if (child.exitCode === null) child.kill('SIGTERM');
            await exited;
            rmSync(dir, { recursive: true, force: true });
          },
        };
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    child.kill('SIGKILL');
    await exited;
    if (!/address already in use/.test(output.join(''))) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`caddy did not start:\n${output.join('')}`);
    }
  }
  rmSync(dir, { recursive: true, force: true });
  throw new Error('caddy found no free port');
}
