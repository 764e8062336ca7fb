import { mkdtempSync, rmSync, chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase } from '../../src/db/database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

/** One embedded PostgreSQL for the whole run (or TEST_DATABASE_URL); each test file makes its own database on it. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const base = path.resolve(import.meta.dirname, '..', '..', '..', '.test-data');
  mkdirSync(base, { recursive: true });
  const dir = mkdtempSync(path.join(base, 'server-'));
  chmodSync(dir, 0o755);
  const db = await startEmbeddedDatabase(dir);
  project.provide('pgUrl', db.url);
  return async () => {
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
