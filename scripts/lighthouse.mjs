// npm run lighthouse (not part of npm test): Lighthouse 12 with its default mobile preset (simulated slow 4G,
// 4x CPU slowdown) against the built app started as `npm start` starts it (own DATA_DIR, free port), with
// Debian's Chromium. Prints the four category scores and LCP, FCP and TBT per page, and the host's Lighthouse
// benchmarkIndex (how fast this machine ran Lighthouse's own CPU benchmark: a score is judged against it; issue 23).
//
// Env: LIGHTHOUSE_PAGES=/,/#/blogs (default: the four pages of the issue), LIGHTHOUSE_RUNS (3): run each page that
// many times and keep the median performance run (timings on a shared machine are noisy),
// LIGHTHOUSE_JSON=file: also write the raw figures there. LIGHTHOUSE_REPORTS=dir: also keep each run's full Lighthouse
// JSON report there (diagnostics: long tasks, bootup time, main-thread breakdown, LCP element, unused JS).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { ROOT, SERVER_MAIN, ensureBuilt, freePort, makeTempDir, stopChild, waitForHttp } from './lib/build.mjs';

const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/#/services/bookcar,/#/blogs,/#/contact').split(',');
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 3));
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

ensureBuilt();
const dataDir = makeTempDir('lighthouse');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, UPLOAD_DIR: `${dataDir}/uploads` };
delete env.DATABASE_URL;
const server = spawn(process.execPath, ['--enable-source-maps', SERVER_MAIN], {
  cwd: ROOT,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});

let chrome;
const rows = [];
try {
  await waitForHttp(`${base}/healthz`, { child: server, timeoutMs: 120_000 });
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const { categories, audits } = result.lhr;
      if (process.env.LIGHTHOUSE_REPORTS) {
        mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        const name = page.replace(/[^a-z0-9]+/gi, '_').replace(/^_+|_+$/g, '') || 'home';
        writeFileSync(`${process.env.LIGHTHOUSE_REPORTS}/${name}-${i + 1}.json`, JSON.stringify(result.lhr));
      }
      const failing = Object.values(audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 1 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'manual' &&
            a.scoreDisplayMode !== 'notApplicable',
        )
        .filter(
          (a) =>
            ![
              'largest-contentful-paint',
              'first-contentful-paint',
              'total-blocking-time',
              'speed-index',
              'interactive',
              'cumulative-layout-shift',
              'max-potential-fid',
            ].includes(a.id),
        )
        .map((a) => a.id);
      runs.push({
        page,
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        lcp: audits['largest-contentful-paint'].numericValue,
        fcp: audits['first-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        benchmarkIndex: result.lhr.environment.benchmarkIndex,
        failing,
      });
    }
    runs.sort((a, b) => a.performance - b.performance);
    const row = runs[Math.floor(runs.length / 2)];
    rows.push(row);
    console.log(
      `${page}: performance ${row.performance}, accessibility ${row.accessibility}, best practices ${row.bestPractices}, SEO ${row.seo} (benchmarkIndex ${runs.map((r) => Math.round(r.benchmarkIndex)).join(', ')})`,
    );
    if (row.failing.length) console.log(`  audits below 1: ${row.failing.join(', ')}`);
  }
} finally {
  if (chrome) await chrome.kill();
  await stopChild(server);
  rmSync(dataDir, { recursive: true, force: true });
}

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const indexes = rows.map((r) => r.benchmarkIndex).sort((a, b) => a - b);
console.log(
  `\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile preset, ${new Date().toISOString().slice(0, 10)}; host benchmarkIndex ${Math.round(indexes[0])}-${Math.round(indexes.at(-1))} (median runs), load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores\n`,
);
console.log('| page | performance | accessibility | best practices | SEO | LCP | FCP | TBT | CLS |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| \`${r.page}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${s(r.lcp)} | ${s(r.fcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`,
  );
}
if (process.env.LIGHTHOUSE_JSON) writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(rows, null, 2));
