// playwright-core driving Debian's Chromium (STACK.md: `npx playwright install` cannot work here).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { onTestFailed } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { admin, appUrl } from './harness.js';

const FAILURES_DIR = path.resolve(import.meta.dirname, '..', '.test-data', 'e2e-failures');

/** STACK.md gotcha 11: flags for Chromium as root in a closed network. */
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors seen so far (assert it is empty where that matters). */
  errors: string[];
  close(): Promise<void>;
}

/**
 * A fresh context (own storage: no token from another test) and a page in it.
 * Default viewport is desktop; pass { width: 360, height: 740 } for the narrow layout.
 * Opened inside a test, a failure of that test saves a full-page screenshot under .test-data/e2e-failures/.
 */
export async function openPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(`console: ${msg.text()}`); });
  // Opened inside a test: when that test fails, keep a screenshot and say what the page logged.
  try {
    onTestFailed(async ({ task }) => {
      if (page.isClosed()) return;
      mkdirSync(FAILURES_DIR, { recursive: true });
      const file = path.join(FAILURES_DIR, `${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`);
      await page.screenshot({ path: file, fullPage: true }).catch(() => {});
      console.log(`e2e failure: ${task.name}\n  url: ${page.url()}\n  screenshot: ${path.relative(process.cwd(), file)}\n  page errors: ${errors.length ? errors.join('\n    ') : 'none'}`);
    });
  } catch { /* opened in a hook, outside a test */ }
  return { context, page, errors, close: () => context.close() };
}

/** page.goto(appUrl(route)); routes are hash-based: goto(page, '/services/bookcar'). */
export async function goto(page: Page, route: string): Promise<void> {
  await page.goto(appUrl(route), { waitUntil: 'load' });
}

/** Signs the admin in through the /wp-admin form and waits for the admin panel. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await goto(page, '/wp-admin');
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/#\/admin\//);
}
