import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './processes.js';

const run = promisify(execFile);

/**
 * Debian's PostgreSQL 15 (`apt-get install postgresql`; .ci/run installs it) started the way an operator starts a
 * server of their own: a cluster made with initdb in a folder of its own, password (SCRAM) authentication on a
 * loopback TCP port, an application role that owns its database. Not the embedded PostgreSQL the rest of the suite
 * and `npm start` use: this proves the `DATABASE_URL` path on the programs production runs.
 */
export const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';

/** Whether initdb, pg_ctl and postgres are installed. */
export function postgresServerInstalled(): boolean {
  return ['initdb', 'pg_ctl', 'postgres'].every((b) => existsSync(path.join(PG_BIN, b)));
}

export interface PostgresServer {
  /** The superuser's URL (for creating databases). */
  adminUrl: string;
  /** The application role's URL for database `name` (created by createDatabase). */
  urlFor(name: string): string;
  /** Creates a database owned by the application role. */
  createDatabase(name: string): Promise<string>;
  version: string;
  log(): string;
  stop(): Promise<void>;
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-server-'));
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const superPassword = randomBytes(12).toString('hex');
  const appPassword = randomBytes(12).toString('hex');
  writeFileSync(path.join(dir, 'pwfile'), `${superPassword}\n`);
  // PostgreSQL refuses to run as root: as root (CI containers), the cluster belongs to Debian's `postgres` user.
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout), Number(gid));
    chownSync(path.join(dir, 'pwfile'), Number(stdout), Number(gid));
  }
  chmodSync(dir, 0o700);
  const as = (bin: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args]) : run(path.join(PG_BIN, bin), args);

  await as('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=scram-sha-256',
    `--pwfile=${path.join(dir, 'pwfile')}`,
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  rmSync(path.join(dir, 'pwfile'));
  // A port probed free may be taken before the postmaster binds it (other test files run beside this one): again.
  let port = 0;
  for (let attempt = 0; attempt < 5 && !port; attempt += 1) {
    const candidate = await freePort();
    try {
      await as('pg_ctl', [
        '-D',
        data,
        '-l',
        logFile,
        '-w',
        '-t',
        '60',
        '-o',
        `-p ${candidate} -c listen_addresses=127.0.0.1 -k ${dir}`,
        'start',
      ]);
      port = candidate;
    } catch (err) {
      if (!/could not bind|already in use/i.test(existsSync(logFile) ? readFileSync(logFile, 'utf8') : '')) throw err;
    }
  }
  if (!port) throw new Error(`postgres found no free port:\n${readFileSync(logFile, 'utf8')}`);

  const adminUrl = `postgres://postgres:${superPassword}@127.0.0.1:${port}/postgres`;
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const version = (await admin.query<{ v: string }>("select current_setting('server_version') as v")).rows[0].v;
  await admin.query(`create role app login password '${appPassword}'`);
  await admin.end();

  const urlFor = (name: string) => `postgres://app:${appPassword}@127.0.0.1:${port}/${name}`;
  return {
    adminUrl,
    urlFor,
    version,
    async createDatabase(name) {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`create database ${name} owner app`);
      await c.end();
      return urlFor(name);
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    async stop() {
      await as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
