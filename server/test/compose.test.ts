import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_ARGS } from '../../scripts/lib/build.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);

interface Service {
  image?: string;
  build?: unknown;
  ports?: string[];
  container_name?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, unknown>;
}

/** `docker compose config` where the Docker CLI has compose; otherwise the file itself, parsed as YAML. */
async function composeModel(): Promise<{ services: Record<string, Service>; checkedBy: string }> {
  const env = { ...process.env, JWT_SECRET: 'compose-test-secret', SMTP_URL: 'smtp://mail.example.com:587' };
  try {
    const { stdout } = await run('docker', ['compose', '-f', path.join(ROOT, 'docker-compose.yml'), 'config', '--format', 'json'], {
      env,
      cwd: ROOT,
    });
    return { ...JSON.parse(stdout), checkedBy: 'docker compose config' };
  } catch {
    return { ...parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8')), checkedBy: 'yaml' };
  }
}

describe('docker-compose.yml: a deployment that scales', () => {
  it('has a reverse proxy, MinIO, PostgreSQL and an app that can run as --scale app=3', async () => {
    const { services } = await composeModel();
    expect(Object.keys(services).sort()).toEqual(['app', 'db', 'minio', 'minio-bucket', 'proxy']);
    const { app, proxy, minio, db } = services;
    // Scalable: no fixed host port, no container name; only the proxy publishes a port.
    expect(app.ports ?? []).toEqual([]);
    expect(app.container_name).toBeUndefined();
    expect(proxy.image).toMatch(/^caddy:/);
    expect(proxy.ports?.length).toBe(1);
    expect(minio.image).toMatch(/^minio\/minio/);
    expect(db.image).toBe('postgres:18');
    // Every node on one database, one bucket; the client's address trusted from the private network only; metrics inside it.
    const env = app.environment!;
    expect(env.DATABASE_URL).toMatch(/@db:5432\//);
    expect(env).toMatchObject({
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      TRUST_PROXY: 'uniquelocal',
      METRICS_PORT: expect.anything(),
    });
    expect(Object.keys(app.depends_on ?? {})).toEqual(expect.arrayContaining(['db', 'minio-bucket']));
  });

  it("routes every replica through Caddy, WebSockets included, and checks each one's readiness", () => {
    const caddyfile = readFileSync(path.join(ROOT, 'deploy', 'Caddyfile'), 'utf8');
    expect(caddyfile).toMatch(/dynamic a \{\s*name app\s*port 3000/);
    expect(caddyfile).toContain('health_uri /healthz/ready');
    expect(existsSync(path.join(ROOT, 'Dockerfile'))).toBe(true);
  });

  it("runs the image's server with the node flags of every other start (scripts/lib/build.mjs)", () => {
    const cmd = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8').match(/^CMD (\[.*\])$/m);
    expect(cmd).not.toBeNull();
    expect(JSON.parse(cmd![1])).toEqual(['node', ...SERVER_NODE_ARGS, 'server/dist/server/src/main.js']);
  });
});
