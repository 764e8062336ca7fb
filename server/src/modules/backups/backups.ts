import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { MikroORM } from '@mikro-orm/postgresql';
import { writeBackup, type BackupStores, type BackupSummary } from './backup-file.js';

export interface BackupSettings {
  /** Where backups are written (DATA_DIR/backups). */
  dir: string;
  /** How many backup files to keep there (BACKUP_KEEP, default 7). */
  keep: number;
  /** Hours between automatic backups (BACKUP_INTERVAL_HOURS, default 24; 0 turns them off). */
  intervalHours: number;
}

const NAME = /^backup-\d{8}T\d{6}Z\.ndjson\.gz$/;

/** backup-20261122T193000Z.ndjson.gz: sorts by time. */
export function backupFileName(at = new Date()): string {
  return `backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')}.ndjson.gz`;
}

/** Removes the oldest backup files in dir beyond `keep`; answers the names removed. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => NAME.test(n)).sort();
  const old = names.slice(0, Math.max(0, names.length - Math.max(1, keep)));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

/** Writes a backup file, records it for the dashboard, and applies the retention. */
export async function backupNow(
  databaseUrl: string,
  stores: BackupStores,
  settings: Pick<BackupSettings, 'dir' | 'keep'>,
  kind: 'manual' | 'daily',
  file = path.join(settings.dir, backupFileName()),
): Promise<BackupSummary> {
  const summary = await writeBackup(databaseUrl, stores, file);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('insert into backup_runs (file, bytes, kind) values ($1, $2, $3)', [path.basename(file), summary.bytes, kind]);
  } finally {
    await client.end();
  }
  if (path.dirname(path.resolve(file)) === path.resolve(settings.dir)) await pruneBackups(settings.dir, settings.keep);
  return summary;
}

// One node of a cluster takes the daily backup: the one that holds this advisory lock.
const LOCK_KEY = 7_311_902_611;

/**
 * The daily backup: checked hourly (and a minute after start); when the last recorded backup is older than the
 * interval, the node that wins the advisory lock writes one to DATA_DIR/backups.
 */
export class BackupScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly orm: MikroORM,
    private readonly stores: BackupStores,
    private readonly settings: BackupSettings,
    private readonly log: (msg: string) => void = () => {},
  ) {}

  start(firstCheckMs = 60_000): void {
    if (this.settings.intervalHours <= 0) return;
    const tick = () => {
      this.running ??= this.check()
        .then(
          () => {},
          () => {},
        )
        .finally(() => {
          this.running = null;
        });
    };
    this.timer = setTimeout(
      function again(this: BackupScheduler) {
        tick();
        this.timer = setTimeout(again.bind(this), 3_600_000);
        this.timer.unref();
      }.bind(this),
      firstCheckMs,
    );
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** When the last backup is older than the interval (or there is none), takes one. Answers whether it did. */
  async check(): Promise<boolean> {
    const url = this.orm.config.get('clientUrl')!;
    const lock = new pg.Client({ connectionString: url });
    await lock.connect();
    try {
      const { rows } = await lock.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [LOCK_KEY]);
      if (!rows[0].ok) return false;
      // Asked under the lock, so two nodes never both take the same day's backup.
      const {
        rows: [due],
      } = await lock.query<{ due: boolean }>(
        `select coalesce(max(finished_at) < now() - $1::float8 * interval '1 hour', true) as due from backup_runs`,
        [this.settings.intervalHours],
      );
      if (!due.due) return false;
      const summary = await backupNow(url, this.stores, this.settings, 'daily');
      this.log(`daily backup written: ${summary.file} (${summary.bytes} bytes, ${summary.files} files)`);
      return true;
    } catch (err) {
      this.log(`daily backup failed: ${(err as Error).message}`);
      return false;
    } finally {
      await lock.end().catch(() => {});
    }
  }
}
