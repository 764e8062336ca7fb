import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { builtServer, SERVER_DIR } from './processes.js';

const run = promisify(execFile);

/** The backup command as `npm run backup`/`restore` runs it, built. */
export function backupCli(dir: string, args: string[], databaseUrl = '') {
  return run(process.execPath, [...builtServer('backup-cli'), ...args], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATA_DIR: dir,
      UPLOAD_DIR: path.join(dir, 'uploads'),
      JWT_SECRET: 'multiprocess-test-secret',
      DATABASE_URL: databaseUrl,
    },
  });
}

/** Every row of every application table, as JSON text by id, per table. */
export async function everyRow(url: string): Promise<Record<string, Map<string, string>>> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows: tables } = await db.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations'`,
  );
  const out: Record<string, Map<string, string>> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ r: string }>(`select row_to_json(t)::text as r from "${name}" t`);
    // By id, or by the whole row for a table without one. Private files' keys never travel in a backup (issue 28,
    // crypto-shredding): a restored row has none, so the comparison leaves them out (backup-restore.test.ts checks them).
    out[name] = new Map(
      rows.map(({ r }) => {
        const { file_keys: _keys, ...row } = JSON.parse(r) as { id?: string; file_keys?: unknown };
        return [row.id ?? r, JSON.stringify(row)];
      }),
    );
  }
  await db.end();
  return out;
}
