// One app for the whole end-to-end run, started the way `npm start` starts it: build what is stale, then run
// the compiled server (migrations, demo seed on the new empty database) with its own DATA_DIR and UPLOAD_DIR,
// its mail going to a local SMTP capture, and the admin account of ADMIN_EMAIL / ADMIN_PASSWORD.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, SERVER_MAIN, SERVER_NODE_ARGS, ensureBuilt, freePort, makeTempDir, stopChild, waitForHttp } from '../scripts/lib/build.mjs';
import { startSmtpCapture } from './smtp-capture.js';

export const ADMIN_EMAIL = 'admin@e2e.test';
export const ADMIN_PASSWORD = 'e2e-admin-pass';

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://127.0.0.1:<port>, no trailing slash. Pages are at `${baseURL}/#/route`. */
    baseURL: string;
    /** Folder with one JSON file per captured mail (harness.ts reads it). */
    mailDir: string;
    smtpUrl: string;
    adminEmail: string;
    adminPassword: string;
    dataDir: string;
    uploadDir: string;
    /** The app's stdout and stderr for this run; kept after the run. */
    serverLog: string;
  }
}

const log = (m: string) => console.log(`[e2e] ${m}`);

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** If the app died hard, its embedded postgres may be left running: stop it before its folder goes. */
function stopOrphanedPostgres(dataDir: string) {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 'SIGINT');
    log(`stopped a leftover postgres (pid ${pid})`);
  } catch {
    /* already gone */
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  if (process.env.E2E_SKIP_BUILD !== '1') ensureBuilt({ log });

  const tempDir = makeTempDir('e2e');
  const dataDir = path.join(tempDir, 'data');
  const uploadDir = path.join(tempDir, 'uploads');
  const mailDir = path.join(tempDir, 'mails');
  const serverLog = path.join(ROOT, '.test-data', 'e2e-server.log');

  // Screenshots of failed tests (browser.ts) are for this run only.
  rmSync(path.join(ROOT, '.test-data', 'e2e-failures'), { recursive: true, force: true });

  const smtp = await startSmtpCapture(mailDir);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;

  // The app's environment: ours, less what vitest sets for its own workers.
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^(VITEST|TEST$|NODE_ENV$)/.test(k)) env[k] = v;
  Object.assign(env, {
    PORT: String(port),
    DATA_DIR: dataDir,
    UPLOAD_DIR: uploadDir,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Indore Drive <no-reply@e2e.test>',
    // Staff mails about bookings (periods.e2e.test.ts reads them).
    OPERATOR_EMAIL: 'desk@e2e.test',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SEED_DEMO: 'true',
    // The partner example's webhook listener runs on this machine (examples/partner, partner.e2e.test.ts).
    WEBHOOK_ALLOW_PRIVATE: 'true',
    // The site the sign-in mails link to (accounts.e2e.test.ts opens that link).
    PUBLIC_URL: baseURL,
    // Payments by UPI (payments.e2e.test.ts pays by the QR path).
    UPI_VPA: 'indoredrive@okhdfc',
    UPI_PAYEE_NAME: 'Indore Drive',
    // A tax invoice (trip.e2e.test.ts reads the GSTIN back from the PDF).
    OPERATOR_GSTIN: '23ABCDE1234F1Z5',
    OPERATOR_ADDRESS: 'AB Road, Indore, Madhya Pradesh',
    // The browser tests book for "now" (SPEC.md's modal defaults) and watch the car turn Booked at once; the lead
    // time (120 minutes in production) has its own server and client tests.
    MIN_LEAD_MINUTES: '0',
  });
  delete env.DATABASE_URL;
  if (process.env.E2E_RATE_LIMIT_SCALE) env.RATE_LIMIT_SCALE = process.env.E2E_RATE_LIMIT_SCALE;

  const out = createWriteStream(serverLog);
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_MAIN], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(out, { end: false });
  child.stderr!.pipe(out, { end: false });
  if (process.env.E2E_SERVER_OUTPUT === '1') {
    child.stdout!.pipe(process.stdout);
    child.stderr!.pipe(process.stderr);
  }

  let tornDown = false;
  let startFailed = false;
  async function teardown() {
    if (tornDown) return;
    tornDown = true;
    const exitedWith = await stopChild(child, { graceMs: 20_000 });
    stopOrphanedPostgres(dataDir);
    await smtp.close();
    out.end();
    if (process.env.E2E_KEEP_DATA !== '1') rmSync(tempDir, { recursive: true, force: true });
    // DESIGN.md: SIGTERM finishes what is in flight, closes everything and exits 0. Anything else fails the run.
    if (exitedWith !== 0 && !startFailed) {
      // vitest reports an error thrown here but still exits 0: set the exit code too (test-all counts it).
      process.exitCode = 1;
      throw new Error(`the app exited with ${exitedWith} on SIGTERM (expected 0)\n--- last lines of ${serverLog} ---\n${tail(serverLog)}`);
    }
  }

  try {
    await waitForHttp(`${baseURL}/healthz`, { timeoutMs: 90_000, child });
  } catch (err) {
    startFailed = true;
    await teardown();
    throw new Error(`${(err as Error).message}\n--- last lines of ${serverLog} ---\n${tail(serverLog)}`);
  }
  log(`app ready at ${baseURL} in ${((Date.now() - started) / 1000).toFixed(1)} s (log: ${path.relative(ROOT, serverLog)})`);

  project.provide('baseURL', baseURL);
  project.provide('mailDir', mailDir);
  project.provide('smtpUrl', smtp.url);
  project.provide('adminEmail', ADMIN_EMAIL);
  project.provide('adminPassword', ADMIN_PASSWORD);
  project.provide('dataDir', dataDir);
  project.provide('uploadDir', uploadDir);
  project.provide('serverLog', serverLog);

  return teardown;
}
