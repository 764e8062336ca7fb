// npm run backup [FILE] and npm run restore FILE: build the server when stale, then run its backup command
// (server/src/backup-cli.ts) with the same environment the server reads (DATA_DIR, DATABASE_URL, UPLOAD_DIR, S3_*).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ROOT } from './lib/build.mjs';

const [command, ...args] = process.argv.slice(2);
ensureBuilt({ only: ['server'] });
const child = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'server/dist/server/src/backup-cli.js'), command, ...args], {
  cwd: ROOT,
  stdio: 'inherit',
  env: process.env,
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
