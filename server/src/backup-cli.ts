// npm run backup [FILE] / npm run restore FILE (see docs/operations.md).
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from './config.js';
import { runningEmbeddedDatabase, startEmbeddedDatabase, type DatabaseHandle } from './db/database.js';
import { ormOptions } from './db/orm.js';
import { createImageStorage } from './modules/common/s3-storage.js';
import { createPrivateFiles } from './modules/common/private-files.js';
import { backupNow } from './modules/backups/backups.js';
import { loadBackup, readBackupHeader } from './modules/backups/backup-file.js';

const config = loadConfig();
const [command, fileArg] = process.argv.slice(2);

/** DATABASE_URL, or the embedded cluster under DATA_DIR: the running server's, or started here for the command. */
async function database(): Promise<DatabaseHandle> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => {} };
  const running = runningEmbeddedDatabase(config.dataDir);
  if (running) return { url: running, stop: async () => {} };
  return startEmbeddedDatabase(config.dataDir);
}

async function main(): Promise<void> {
  if (command !== 'backup' && command !== 'restore') throw new Error('usage: backup-cli backup [FILE] | restore FILE');
  const stores = { storage: createImageStorage(config), privateFiles: createPrivateFiles(config) };
  const db = await database();
  try {
    if (command === 'backup') {
      const dir = path.join(config.dataDir, 'backups');
      const file = fileArg ? path.resolve(fileArg) : undefined;
      const summary = await backupNow(db.url, stores, { dir, keep: config.backups.keep }, 'manual', file);
      const rows = Object.values(summary.tables).reduce((a, b) => a + b, 0);
      console.log(
        `backup written: ${summary.file} (${summary.bytes} bytes; ${rows} rows in ${Object.keys(summary.tables).length} tables; ${summary.files} files)`,
      );
      return;
    }
    if (!fileArg || !existsSync(fileArg)) throw new Error('usage: npm run restore FILE (an existing backup file)');
    const file = path.resolve(fileArg);
    const { createdAt, migrations } = await readBackupHeader(file);
    // The schema the backup was taken with: the same migrations, up to its last one (later ones run at the next start).
    const orm = await MikroORM.init(ormOptions(db.url));
    try {
      const migrator = orm.getMigrator();
      const pending = (await migrator.getPendingMigrations()).map((m) => m.name);
      const executed = (await migrator.getExecutedMigrations()).map((m) => m.name);
      const unknown = migrations.filter((m) => !pending.includes(m) && !executed.includes(m));
      if (unknown.length) throw new Error(`the backup needs migrations this version does not have: ${unknown.join(', ')}`);
      const last = migrations[migrations.length - 1];
      if (last && pending.includes(last)) await migrator.up({ to: last });
    } finally {
      await orm.close(true);
    }
    const restored = await loadBackup(file, db.url, stores);
    const rows = Object.values(restored.tables).reduce((a, b) => a + b, 0);
    console.log(
      `restored the backup of ${createdAt}: ${rows} rows in ${Object.keys(restored.tables).length} tables, ${restored.files} files`,
    );
  } finally {
    await db.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: Error) => {
    console.error(`${command ?? 'backup-cli'} failed: ${err.message}`);
    process.exit(1);
  },
);
