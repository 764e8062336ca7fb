// npm test: every suite in order (server, client, end-to-end), each with vitest's console reporter plus a JSON
// report read for the counts. Goes on after a failing suite. The very last line printed is the totals,
// `N passed, M failed`, which CI reads; the exit code is non-zero when anything failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
// A stuck suite is stopped; 25 minutes leaves room for a loaded host (server and e2e take 4-8 minutes each on a quiet one).
const SUITE_TIMEOUT_MS = Number(process.env.SUITE_TIMEOUT_MS || 25 * 60_000);

const suites = [
  { name: 'server', cwd: path.join(ROOT, 'server'), args: [] },
  { name: 'client', cwd: path.join(ROOT, 'client'), args: [] },
  { name: 'e2e', cwd: path.join(ROOT, 'e2e'), args: ['--config', 'vitest.config.ts'] },
];

// `npm test -- e2e` or `npm test -- server client` runs only those suites.
const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const selected = only.length ? suites.filter((s) => only.includes(s.name)) : suites;
if (only.length && selected.length !== only.length) {
  console.error(`unknown suite in ${only.join(', ')}; known: ${suites.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

function vitestBin(cwd) {
  for (const dir of [cwd, ROOT]) {
    const bin = path.join(dir, 'node_modules', 'vitest', 'vitest.mjs');
    if (existsSync(bin)) return bin;
  }
  throw new Error('vitest is not installed: run npm install');
}

const reportDir = path.join(ROOT, '.test-data', 'reports');
mkdirSync(reportDir, { recursive: true });

let current = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (current)
      try {
        process.kill(-current.pid, signal);
      } catch {
        /* gone */
      }
    console.log('\n0 passed, 1 failed');
    process.exit(1);
  });
}

function run(suite) {
  // Per run (pid): two runs at once in one work tree must not read each other's counts.
  const report = path.join(reportDir, `${suite.name}-${process.pid}.json`);
  rmSync(report, { force: true });
  const args = [vitestBin(suite.cwd), 'run', ...suite.args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const started = Date.now();
  return new Promise((resolve) => {
    if (!existsSync(suite.cwd)) {
      resolve({ ...suite, code: 1, seconds: 0, report, note: `${suite.cwd} is missing` });
      return;
    }
    // Own process group, so a suite that hangs can be stopped with everything it started.
    const child = spawn(process.execPath, args, { cwd: suite.cwd, stdio: 'inherit', detached: true });
    current = child;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n${suite.name}: still running after ${SUITE_TIMEOUT_MS / 60_000} min, stopping it`);
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* gone */
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
      }, 15_000).unref();
    }, SUITE_TIMEOUT_MS);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      current = null;
      resolve({ ...suite, code: code ?? 1, signal, seconds: (Date.now() - started) / 1000, report, note: timedOut ? 'timed out' : '' });
    });
  });
}

/** Counts from vitest's JSON report; a suite that ended badly without failing tests counts as one failure. */
function count(result) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const notes = result.note ? [result.note] : [];
  if (existsSync(result.report)) {
    try {
      const json = JSON.parse(readFileSync(result.report, 'utf8'));
      passed = json.numPassedTests ?? 0;
      failed = json.numFailedTests ?? 0;
      skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
      // A test file that could not even load has no failing test in it: count the file.
      const brokenFiles = (json.testResults ?? []).filter(
        (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
      );
      if (brokenFiles.length) notes.push(`${brokenFiles.length} file(s) failed to run`);
      failed += brokenFiles.length;
      if ((json.numTotalTests ?? 0) === 0) notes.push('no tests');
    } catch (err) {
      notes.push(`unreadable report: ${err.message}`);
    }
  } else {
    notes.push('no report');
  }
  if (result.code !== 0 && failed === 0) {
    failed = 1;
    notes.push(result.signal ? `killed by ${result.signal}` : `vitest exited with ${result.code}`);
  }
  return { passed, failed, skipped, notes };
}

const results = [];
for (const suite of selected) {
  console.log(`\n=== ${suite.name} suite ===\n`);
  const result = await run(suite);
  results.push({ ...result, ...count(result) });
  rmSync(result.report, { force: true });
}

console.log('\n=== summary ===');
for (const r of results) {
  const extra = [r.skipped ? `${r.skipped} skipped` : '', ...r.notes].filter(Boolean).join('; ');
  console.log(
    `${r.name.padEnd(7)} ${String(r.passed).padStart(4)} passed, ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(1).padStart(6)} s${extra ? `  (${extra})` : ''}`,
  );
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
process.exitCode = failed > 0 ? 1 : 0;
console.log(`${passed} passed, ${failed} failed`);
