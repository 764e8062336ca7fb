// playwright-core driving Debian's Chromium (STACK.md: `npx playwright install` cannot work here).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';
import { admin, api, appUrl, baseURL, mailMark, otpFrom, waitForMail } from './harness.js';

const FAILURES_DIR = path.resolve(import.meta.dirname, '..', '.test-data', 'e2e-failures');

/** STACK.md gotcha 11: flags for Chromium as root in a closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
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
 * The app's service worker is blocked unless asked for (`'allow'`: the PWA test, and a first visit as a newcomer
 * makes it): its install precaches every chunk (1.2 MB) right after the first screen, which on a 2-core CI machine
 * competes with the screens under test (a first admin sign-in once waited past its 15 s for the form).
 * Opened inside a test, a failure of that test saves a full-page screenshot under .test-data/e2e-failures/.
 */
export async function openPage(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport, serviceWorkers });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  // Opened inside a test: when that test fails, keep a screenshot and say what the page logged.
  try {
    onTestFailed(async ({ task }) => {
      if (page.isClosed()) return;
      mkdirSync(FAILURES_DIR, { recursive: true });
      const file = path.join(FAILURES_DIR, `${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`);
      await page.screenshot({ path: file, fullPage: true }).catch(() => {});
      console.log(
        `e2e failure: ${task.name}\n  url: ${page.url()}\n  screenshot: ${path.relative(process.cwd(), file)}\n  page errors: ${errors.length ? errors.join('\n    ') : 'none'}`,
      );
    });
  } catch {
    /* opened in a hook, outside a test */
  }
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

export interface CustomerSession {
  token: string;
  user: unknown;
}

/** Signs a customer in over REST with the code from the captured mail (the UI sign-in has its own test). */
export async function signInCustomer(customer: { name: string; email: string; phone: string }): Promise<CustomerSession> {
  const headers = { 'content-type': 'application/json' };
  const mark = mailMark();
  const sent = await api('/api/auth/send-email-otp', { method: 'POST', headers, body: JSON.stringify(customer) });
  expect(sent.status).toBe(200);
  const otp = otpFrom(await waitForMail({ to: customer.email, after: mark }));
  const verified = await api('/api/auth/verify-email-otp', {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: customer.email, otp }),
  });
  expect(verified.status).toBe(200);
  return verified.json() as Promise<CustomerSession>;
}

/**
 * Every page of this context starts signed in as that customer (the token and user in sessionStorage before any
 * script runs). Only in the app's own pages: the script also runs in frames (the map) and popups (WhatsApp) of
 * other origins.
 */
export async function startSignedIn(context: BrowserContext, session: CustomerSession): Promise<void> {
  await context.addInitScript(
    ([origin, t, u]) => {
      if (window.location.origin !== origin) return;
      sessionStorage.setItem('token', t);
      sessionStorage.setItem('user', u);
    },
    [baseURL, session.token, JSON.stringify(session.user)],
  );
}

/** A 1×1 PNG standing in for a photo (of a card, of a car). */
export const PHOTO = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
};

/** On /profile: uploads a driving licence that passes every rule and a passport, and waits until both are saved. */
export async function uploadLicenceAndPassport(page: Page, photo: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const saved = 'Uploaded. Our staff will check it before your trip.';
  const licence = page.getByRole('region', { name: 'Driving licence' });
  await licence.getByLabel('Licence number').fill('MP09 20150012345');
  await licence.getByLabel('Date of birth (as on the licence)').fill('1992-04-18');
  await licence.getByLabel('Issue date').fill('2014-05-02');
  await licence.getByLabel('Expiry date').fill('2034-04-17');
  await licence.getByLabel('Photo of the front').setInputFiles(photo);
  await licence.getByLabel('Photo of the back').setInputFiles(photo);
  await licence.getByRole('button', { name: 'Upload licence' }).click();
  await expect.poll(() => licence.getByText(saved).isVisible(), { timeout: 15_000 }).toBe(true);

  const id = page.getByRole('region', { name: 'ID proof' });
  await id.getByLabel('ID proof type').selectOption('PASSPORT');
  await id.getByLabel('Document number').fill('Z7654321');
  await id.getByLabel('Photo of the front').setInputFiles(photo);
  await id.getByRole('button', { name: 'Upload ID proof' }).click();
  await expect.poll(() => id.getByText(saved).isVisible(), { timeout: 15_000 }).toBe(true);
}
