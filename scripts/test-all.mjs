// npm test: every suite (server and client side by side, then end-to-end), each with vitest's console reporter plus
// a JSON report read for the counts. Goes on after a failing suite. The very last line printed is the totals,
// `N passed, M failed`, which CI reads; the exit code is non-zero when anything failed.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
// A stuck suite is stopped; 40 minutes leaves room for a loaded host (side by side, each suite takes up to about 21
// minutes on a 2-core one) inside CI's 90.
const SUITE_TIMEOUT_MS = Number(process.env.SUITE_TIMEOUT_MS || 40 * 60_000);

/**
 * `alongside`: runs at the same time as that suite, its output kept in a file and printed after. The end-to-end
 * tests mostly wait (a screen's network going quiet, Chromium painting): alone they used about half of one core for
 * 13 minutes. Beside the server's two workers and the client's one, the three fill both cores of a CI machine: the
 * run is then as long as its CPU work, about 4 minutes shorter than the end-to-end suite after the others.
 */
const suites = [
  { name: 'server', cwd: path.join(ROOT, 'server'), args: [] },
  { name: 'client', cwd: path.join(ROOT, 'client'), args: ['--maxWorkers=1'], alongside: 'server' },
  { name: 'e2e', cwd: path.join(ROOT, 'e2e'), args: ['--config', 'vitest.config.ts'], alongside: 'server' },
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

const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running)
      try {
        process.kill(-child.pid, signal);
      } catch {
        /* gone */
      }
    console.log('\n0 passed, 1 failed');
    process.exit(1);
  });
}

/** Runs one suite; `logFile`: its output goes there instead of this terminal. */
function run(suite, logFile = null) {
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
    const log = logFile ? createWriteStream(logFile) : null;
    const child = spawn(process.execPath, args, {
      cwd: suite.cwd,
      stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      detached: true,
      // Colours as on a terminal, for the log printed later.
      env: log ? { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } : process.env,
    });
    if (log) {
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
    }
    running.add(child);
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
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      log?.end();
      resolve({ ...suite, code: code ?? 1, signal, seconds: (Date.now() - started) / 1000, report, note: timedOut ? 'timed out' : '' });
    });
  });
}

const firstLine = (text) =>
  String(text ?? '')
    .split('\n', 1)[0]
    .slice(0, 300);

/** Counts from vitest's JSON report; a suite that ended badly without failing tests counts as one failure. */
function count(result) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
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
      // Named in the summary: CI keeps only the end of a long log, and that end must say what failed.
      for (const file of json.testResults ?? []) {
        const where = path.relative(ROOT, file.name ?? '');
        for (const a of file.assertionResults ?? [])
          if (a.status === 'failed') failures.push(`${where} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
        if (file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed'))
          failures.push(`${where}: ${firstLine(file.message)}`);
      }
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
  return { passed, failed, skipped, notes, failures };
}

const results = [];
const finish = (result) => {
  results.push({ ...result, ...count(result) });
  rmSync(result.report, { force: true });
};
const isAlongside = (suite) => suite.alongside && selected.some((s) => s.name === suite.alongside);
for (const suite of selected) {
  if (isAlongside(suite)) continue;
  const partners = selected.filter((s) => isAlongside(s) && s.alongside === suite.name);
  const logs = partners.map((p) => path.join(reportDir, `${p.name}-${process.pid}.log`));
  const side = partners.map((p, i) => run(p, logs[i]));
  if (partners.length) console.log(`\n(${partners.map((p) => p.name).join(', ')} running alongside; output after this suite)`);
  console.log(`\n=== ${suite.name} suite ===\n`);
  finish(await run(suite));
  for (const [i, pending] of side.entries()) {
    const result = await pending;
    console.log(`\n=== ${result.name} suite (ran alongside ${suite.name}) ===\n`);
    console.log(readFileSync(logs[i], 'utf8'));
    rmSync(logs[i], { force: true });
    finish(result);
  }
}

const failures = results.flatMap((r) => r.failures ?? []);
if (failures.length) {
  console.log('\n=== failed ===');
  for (const line of failures) console.log(line);
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
