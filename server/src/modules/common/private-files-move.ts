import { buffer } from 'node:stream/consumers';
import type { StartupHook } from './startup-hook.js';
import { createPrivateFiles, type FileKeys } from './private-files.js';
import { createImageStorage } from './s3-storage.js';
import { PRIVATE_PREFIX } from './uploads.js';

/** The tables whose rows name private files, with the SQL that lists a row's file names. */
const OWNERS = [
  { table: 'documents', names: 'array_remove(array[front_key, back_key], null)' },
  { table: 'trips', names: 'array_cat(array_cat(handover_photos, return_photos), array[signature_key])' },
] as const;

/**
 * Issue 28, once per file: private files stored before sealing sat in the public storage under `private-` names.
 * Each one a row still names is sealed with a new key into the private store (the key into the row), then removed
 * from the public storage; any `private-` file left there (named by no row) is removed too, so nothing old stays
 * where /uploads reads. Runs at every start and finds nothing to do once done.
 */
export const movePrivateFiles: StartupHook = async (em, config, log) => {
  const publicStore = createImageStorage(config);
  const privateFiles = createPrivateFiles(config);
  const leftovers: string[] = [];
  for await (const name of publicStore.list(PRIVATE_PREFIX)) leftovers.push(name);
  if (leftovers.length === 0) return;
  const conn = em.getConnection();
  let moved = 0;
  for (const { table, names } of OWNERS) {
    const rows = await conn.execute<{ id: string; names: string[]; file_keys: FileKeys }[]>(
      `select id, (${names})::text[] as names, file_keys from ${table} where (${names})::text[] && array[?]::text[]`,
      [leftovers],
    );
    for (const row of rows) {
      const keys: FileKeys = { ...row.file_keys };
      for (const name of row.names) {
        if (keys[name] || !leftovers.includes(name)) continue;
        const file = await publicStore.open(name);
        if (!file) continue;
        keys[name] = await privateFiles.sealAs(name, await buffer(file.stream));
        moved += 1;
      }
      await conn.execute(`update ${table} set file_keys = ?::jsonb where id = ?`, [JSON.stringify(keys), row.id]);
    }
  }
  // Only after every row holds its key: a crash before this leaves the old files for the next start.
  for (const name of leftovers) await publicStore.remove(name);
  log(`private files: ${moved} sealed into the private store, ${leftovers.length} removed from the public storage`);
};
