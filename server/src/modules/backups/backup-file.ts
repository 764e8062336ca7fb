import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import pg from 'pg';
import type { ImageStorage } from '../common/uploads.js';
import type { PrivateFiles } from '../common/private-files.js';

/** What a backup reads and a restore writes besides the database: public uploads, and private files as sealed. */
export interface BackupStores {
  storage: ImageStorage;
  privateFiles: PrivateFiles;
}

/**
 * Private files' keys (issue 28, crypto-shredding) never enter a backup: the column is written as `{}`, so a backup
 * holds private files only sealed, and a key deleted from the live database leaves no way to open any copy of its file.
 */
const SHREDDABLE_COLUMN = 'file_keys';

/**
 * A backup is one gzip-compressed file of JSON lines, written by the project itself (Debian's pg_dump 15 cannot
 * dump PostgreSQL 18, and the embedded package ships no pg_dump): a header naming the applied migrations, then
 * each table's rows read in ONE repeatable-read snapshot (so the rows agree with each other), then every upload,
 * then a trailer with the counts (a cut-off file is refused). The schema is not in the file: restore rebuilds it
 * by running the same migrations, then loads the rows in foreign-key order.
 */
export const BACKUP_FORMAT = 'indore-drive-backup';
const ROWS_PER_LINE = 500;

type Line =
  | { format: string; version: 1; createdAt: string; migrations: string[] }
  | { table: string; columns: string[] }
  | { table: string; rows: unknown[] }
  | { sequence: string; value: string; called: boolean }
  | { file: string; data: string; private?: true }
  | { end: true; tables: Record<string, number>; files: number };

export interface BackupSummary {
  file: string;
  bytes: number;
  tables: Record<string, number>;
  files: number;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Tables written only by triggers from other tables' rows: not backed up, rebuilt as those rows are restored
 * (occupations: from Accepted bookings and maintenance blocks, migrations/Migration20261127000000_calendar.ts).
 */
const DERIVED_TABLES = ['occupations'];

/** The application's tables (not the migrator's, nor derived ones), parents before children. */
async function tablesInDependencyOrder(client: pg.ClientBase): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = current_schema() and c.relkind in ('r', 'p') and c.relname <> 'mikro_orm_migrations'
       and c.relname <> all($1::text[]) order by 1`,
    [DERIVED_TABLES],
  );
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
     join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = current_schema() and c.oid <> p.oid`,
  );
  const order: string[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const e of edges) if (e.child === name) visit(e.parent, path);
    placed.add(name);
    order.push(name);
  };
  for (const t of tables) visit(t.name, new Set());
  return order;
}

async function write(out: Writable, line: Line): Promise<void> {
  if (!out.write(`${JSON.stringify(line)}\n`)) await once(out, 'drain');
}

/** Every file of a store as lines; answers how many. */
async function writeFiles(out: Writable, store: ImageStorage, mark: { private?: true }): Promise<number> {
  let files = 0;
  for await (const name of store.list()) {
    const opened = await store.open(name);
    if (!opened) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
    await write(out, { file: name, data: Buffer.concat(chunks).toString('base64'), ...mark });
    files += 1;
  }
  return files;
}

/**
 * Writes a backup of the database at `databaseUrl` and of `storage` to `file` (via a temporary name, so a file
 * with the final name is always complete). The site keeps serving meanwhile: reading takes no locks that writers wait on.
 */
export async function writeBackup(databaseUrl: string, { storage, privateFiles }: BackupStores, file: string): Promise<BackupSummary> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const gzip = createGzip();
  const sink = createWriteStream(partial, { mode: 0o600 });
  const done = new Promise<void>((resolve, reject) => {
    sink.on('finish', resolve);
    sink.on('error', reject);
    gzip.on('error', reject);
  });
  gzip.pipe(sink);
  const counts: Record<string, number> = {};
  let files = 0;
  try {
    await client.query('begin isolation level repeatable read read only');
    const {
      rows: [schema],
    } = await client.query<{ ok: boolean }>(`select to_regclass('mikro_orm_migrations') is not null as ok`);
    if (!schema.ok) throw new Error('this database has no schema yet: start the server on it once (or restore a backup into it)');
    const { rows: applied } = await client.query<{ name: string }>('select name from mikro_orm_migrations order by id');
    await write(gzip, { format: BACKUP_FORMAT, version: 1, createdAt: new Date().toISOString(), migrations: applied.map((m) => m.name) });
    for (const table of await tablesInDependencyOrder(client)) {
      // Generated columns are computed again on insert.
      const { rows: cols } = await client.query<{ name: string; json: boolean }>(
        `select attname as name, atttypid in ('json'::regtype, 'jsonb'::regtype) as json from pg_attribute
         where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
        [quote(table)],
      );
      const columns = cols.map((c) => c.name);
      // Values are kept as PostgreSQL's text (exact for every type); json columns as the JSON they hold.
      const jsonAt = cols.flatMap((c, i) => (c.json ? [i] : []));
      await write(gzip, { table, columns });
      counts[table] = 0;
      const selected = columns.map((c) => (c === SHREDDABLE_COLUMN ? `'{}'::jsonb as ${quote(c)}` : quote(c)));
      await client.query(`declare rows_cursor no scroll cursor for select ${selected.join(', ')} from ${quote(table)}`);
      for (;;) {
        const { rows } = await client.query({
          text: `fetch ${ROWS_PER_LINE} from rows_cursor`,
          rowMode: 'array',
          types: { getTypeParser: () => (v: string) => v },
        });
        if (rows.length === 0) break;
        for (const row of rows as (string | null)[][]) for (const i of jsonAt) if (row[i] !== null) row[i] = JSON.parse(row[i]!);
        counts[table] += rows.length;
        await write(gzip, { table, rows });
      }
      await client.query('close rows_cursor');
    }
    const { rows: sequences } = await client.query<{ name: string; value: string | null; called: boolean }>(
      `select sequencename as name, last_value::text as value, last_value is not null as called from pg_sequences where schemaname = current_schema()`,
    );
    for (const s of sequences) if (s.value !== null) await write(gzip, { sequence: s.name, value: s.value, called: s.called });
    await client.query('commit');
    // Uploads after the snapshot: every file a snapshot row names already exists (files are stored before the
    // rows that name them are committed, and removed only after the rows stop naming them).
    files += await writeFiles(gzip, storage, {});
    // Private files as they are stored: sealed, and (see SHREDDABLE_COLUMN) without their keys.
    files += await writeFiles(gzip, privateFiles.store, { private: true });
    await write(gzip, { end: true, tables: counts, files });
    gzip.end();
    await done;
    await rename(partial, file);
  } catch (err) {
    gzip.destroy();
    sink.destroy();
    await rm(partial, { force: true });
    throw err;
  } finally {
    await client.end().catch(() => {});
  }
  return { file, bytes: (await stat(file)).size, tables: counts, files };
}

async function* readLines(file: string): AsyncGenerator<Line> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) if (line) yield JSON.parse(line) as Line;
}

/** The header of a backup file (its migrations), checked to be one of ours. */
export async function readBackupHeader(file: string): Promise<{ createdAt: string; migrations: string[] }> {
  for await (const line of readLines(file)) {
    if (!('format' in line) || line.format !== BACKUP_FORMAT) break;
    return line;
  }
  throw new Error(`${file} is not a backup of this site.`);
}

/**
 * Loads a backup into a database whose schema has been migrated to the backup's migrations and whose tables are
 * empty, and its files into `storage`; all rows in one transaction. Answers what it restored.
 */
export async function loadBackup(
  file: string,
  databaseUrl: string,
  { storage, privateFiles }: BackupStores,
): Promise<{ tables: Record<string, number>; files: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const counts: Record<string, number> = {};
  let files = 0;
  let trailer: { tables: Record<string, number>; files: number } | null = null;
  try {
    await client.query('begin');
    const columnsOf = new Map<string, string[]>();
    for await (const line of readLines(file)) {
      if ('columns' in line) {
        const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${quote(line.table)}`);
        if (Number(rows[0].n) > 0) throw new Error(`The table ${line.table} is not empty: restore needs an empty database.`);
        columnsOf.set(line.table, line.columns);
        counts[line.table] = 0;
      } else if ('rows' in line) {
        const columns = columnsOf.get(line.table)!;
        const list = columns.map(quote).join(', ');
        // Every value travels as text and is cast by the column's own type.
        const records = line.rows.map((r) => Object.fromEntries(columns.map((c, i) => [c, (r as unknown[])[i]])));
        await client.query(
          `insert into ${quote(line.table)} (${list}) select ${list} from json_populate_recordset(null::${quote(line.table)}, $1::json)`,
          [JSON.stringify(records)],
        );
        counts[line.table] += line.rows.length;
      } else if ('sequence' in line) {
        await client.query('select setval($1::regclass, $2::bigint, $3)', [quote(line.sequence), line.value, line.called]);
      } else if ('file' in line) {
        await (line.private ? privateFiles.store : storage).put(line.file, Buffer.from(line.data, 'base64'));
        files += 1;
      } else if ('end' in line) {
        trailer = line;
      }
    }
    if (!trailer) throw new Error(`${file} is cut off (no trailer): it was not restored.`);
    for (const [table, n] of Object.entries(trailer.tables)) {
      if (counts[table] !== n) throw new Error(`${file} is damaged: ${table} has ${counts[table] ?? 0} rows of ${n}.`);
    }
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await client.end().catch(() => {});
  }
  return { tables: counts, files };
}
