import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { startServer, type StartedServer } from '../../src/server.js';
import { Role } from '../../src/modules/common/enums.js';
import { TestClock } from './test-clock.js';

let ipSequence = 0;
/**
 * A client address never used before in this test file, sent as X-Forwarded-For (the server trusts it from
 * loopback), so per-IP rate limits of one test never spill into the next.
 */
export function freshIp(): string {
  ipSequence += 1;
  return `10.${(ipSequence >> 16) & 255}.${(ipSequence >> 8) & 255}.${ipSequence & 255}`;
}

let loopbackSequence = 1;
/**
 * A loopback address (127.0.x.y, never 127.0.0.1) not used before in this test file, for sendFrom: the server sees
 * it as the client's IP with no proxy header, as a second network would look.
 */
export function freshLoopback(): string {
  loopbackSequence += 1;
  return `127.0.${Math.floor(loopbackSequence / 250)}.${(loopbackSequence % 250) + 2}`;
}

/**
 * A new database on the run's cluster: empty, or with `migrated` a copy of the run's migrated template
 * (global-setup.ts), which a server starts on without migrating.
 */
export async function createTestDatabase({ migrated = false } = {}): Promise<string> {
  const adminUrl = new URL(inject('pgUrl'));
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  await client.query(`create database ${name}${migrated ? ` template ${inject('pgTemplate')}` : ''}`);
  await client.end();
  adminUrl.pathname = `/${name}`;
  return adminUrl.toString();
}

export interface GqlResult<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export interface TestServer extends StartedServer {
  config: AppConfig;
  /** The clock the server's services read: advance it to make pick-ups come and trips run late without sleeping. */
  clock: TestClock;
  /** fetch against the server: path relative to its URL. */
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  /** POST /graphql with a JSON body; returns the parsed body. */
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlResult<T>>;
  /**
   * A GraphQL operation sent as a multipart upload, as the client's UploadHttpLink sends it: `file` (if any)
   * is bound to variables[fileVariable].
   */
  gqlUpload<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    fileVariable: string,
    file: Buffer | null,
    headers?: Record<string, string>,
  ): Promise<GqlResult<T>>;
  /**
   * A GraphQL operation with several files (multipart, as UploadHttpLink sends it): each file is bound to its
   * variable path (e.g. `input.photos.0`). `path` lets a test post to another upload address (`/graphql?uploads=trip`).
   */
  gqlFiles<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    files: Record<string, Buffer>,
    token?: string,
    path?: string,
  ): Promise<{ status: number; body: GqlResult<T> }>;
  /** A signed token for a viewer (the same secret the server uses). */
  tokenFor(id: string, role: Role): string;
  /** A signed token whose account is not created (tokenFor creates admins, so their tokens name live sessions). */
  unregisteredToken(id: string, role: Role): string;
  /** Creates the admins tokenFor named (fetch, gql and gqlUpload call it first; raw requests must). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the real server (Express, Apollo, graphql-ws, REST) on a random port against its own new database.
 * Demo data is off unless asked for; env overrides anything else.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'uploads-'));
  const privateDir = mkdtempSync(path.join(tmpdir(), 'private-'));
  const databaseUrl = env.DATABASE_URL ?? (await createTestDatabase({ migrated: true }));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATABASE_URL: databaseUrl,
    UPLOAD_DIR: uploadDir,
    PRIVATE_DIR: privateDir,
    JWT_SECRET: 'test-secret-please-ignore',
    SEED_DEMO: 'false',
    BACKUP_INTERVAL_HOURS: '0',
    CLIENT_DIR: path.join(uploadDir, 'no-client'),
    // Most tests book for "today at this time"; the lead time's own tests set it (calendar tests).
    MIN_LEAD_MINUTES: '0',
    ...env,
  });
  const logs: string[] = [];
  const clock = new TestClock();
  const server = await startServer(config, (m) => logs.push(m), clock);
  const { TokenService } = await import('../../src/modules/auth/tokens.js');
  const tokens = new TokenService(config.jwtSecret);
  // Admin tokens name a live session (modules/auth/sessions.ts): tokenFor's admins are created before the next request.
  const pendingAdmins = new Set<string>();
  const ready = async () => {
    if (pendingAdmins.size === 0) return;
    for (const id of [...pendingAdmins]) {
      await server.orm.em
        .getConnection()
        .execute(`insert into admins (id, email, password_hash) values (?, ?, 'no login') on conflict do nothing`, [
          id,
          `test-${id}@example.com`,
        ]);
      pendingAdmins.delete(id);
    }
  };
  return {
    ...server,
    config,
    clock,
    fetch: async (pathname, init) => {
      await ready();
      return fetch(`${server.url}${pathname}`, init);
    },
    async gql(query, variables, token) {
      await ready();
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return res.json();
    },
    async gqlUpload(query, variables, fileVariable, file, headers = {}) {
      await ready();
      const form = new FormData();
      form.append('operations', JSON.stringify({ query, variables: { ...variables, [fileVariable]: null } }));
      form.append('map', JSON.stringify(file ? { 0: [`variables.${fileVariable}`] } : {}));
      if (file) form.append('0', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'upload.png');
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        body: form,
        headers: { 'apollo-require-preflight': 'true', ...headers },
      });
      return res.json();
    },
    async gqlFiles(query, variables, files, token, pathname = '/graphql') {
      await ready();
      const form = new FormData();
      form.append('operations', JSON.stringify({ query, variables }));
      const paths = Object.keys(files);
      form.append('map', JSON.stringify(Object.fromEntries(paths.map((p, i) => [String(i), [`variables.${p}`]]))));
      paths.forEach((p, i) => form.append(String(i), new Blob([new Uint8Array(files[p]!)], { type: 'image/png' }), `${i}.png`));
      const res = await fetch(`${server.url}${pathname}`, {
        method: 'POST',
        body: form,
        headers: { 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      return { status: res.status, body: (await res.json()) as GqlResult<never> };
    },
    tokenFor(id, role) {
      if (role === Role.Admin) pendingAdmins.add(id);
      return tokens.sign({ id, role });
    },
    unregisteredToken: (id, role) => tokens.sign({ id, role }),
    ready,
    async close() {
      await server.stop();
      rmSync(uploadDir, { recursive: true, force: true });
      rmSync(privateDir, { recursive: true, force: true });
    },
  };
}
