// Issue 8, "an app that exists": the manifest and its icons, a service worker precaching the shell; offline the
// shell opens and /services/bookcar shows the last catalogue seen with a banner, and Book Now explains that a
// connection is needed; nothing personal (API answers, GraphQL, uploads, anything sent with Authorization) is
// ever in the service worker's caches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { goto, launchBrowser, openPage, signInCustomer, startSignedIn, type OpenedPage } from './browser.js';
import { baseURL } from './harness.js';

const tag = `sw${Date.now().toString(36)}`;
const customer = { name: `Ravi ${tag}`, email: `${tag}@e2e.test`, phone: '9876523456' };
let browser: Browser;
let opened: OpenedPage;

/** Every request the service worker's caches hold: URL and whether it carried Authorization. */
function cached(page: Page) {
  return page.evaluate(async () => {
    const out: { url: string; auth: boolean }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) out.push({ url: request.url, auth: request.headers.has('authorization') });
    }
    return out;
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const session = await signInCustomer(customer);
  opened = await openPage(browser, { width: 390, height: 844 }, 'allow');
  await startSignedIn(opened.context, session);
});
afterAll(async () => {
  await opened?.close();
  await browser?.close();
});

describe('installable app and service worker', () => {
  it('serves a manifest with the icons the build drew', async () => {
    const manifest = await (await fetch(`${baseURL}/manifest.webmanifest`)).json();
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const res = await fetch(`${baseURL}${icon.src}`);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(500);
    }
  });

  it('precaches the shell and never caches a personal answer, even after signed-in screens', async () => {
    const { page } = opened;
    await goto(page, '/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 }).toBe(true);
    // Screens with personal data, the catalogue, and a request of our own with Authorization.
    for (const route of ['/bookings', '/profile', '/services/bookcar']) {
      await goto(page, route);
      await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => {});
    }
    await expect.poll(() => page.getByRole('button', { name: 'Book Now' }).first().isVisible(), { timeout: 15_000 }).toBe(true);
    await page.evaluate(async () => {
      const token = sessionStorage.getItem('token');
      await fetch('/api/v1/bookingsnew/my', { headers: { authorization: `Bearer ${token}` } }).catch(() => {});
      await fetch('/config.js', { headers: { authorization: `Bearer ${token}` } }).catch(() => {});
    });
    const entries = await cached(page);
    expect(entries.some((e) => new URL(e.url).pathname === '/index.html' || new URL(e.url).pathname === '/')).toBe(true);
    expect(entries.some((e) => /\/assets\/index-[\w-]+\.js/.test(e.url))).toBe(true);
    expect(entries.filter((e) => e.auth)).toEqual([]);
    expect(entries.filter((e) => /\/(api|graphql|uploads)(\/|$|\?)/.test(new URL(e.url).pathname))).toEqual([]);
  });

  it('offline, the shell opens and the car listing shows the last catalogue with a banner; Book Now explains', async () => {
    const { page, context } = opened;
    await context.setOffline(true);
    try {
      // A new document, not a hash change: the service worker must answer the navigation without the network.
      await page.reload({ waitUntil: 'load' });
      expect(page.url()).toBe(`${baseURL}/#/services/bookcar`);
      await expect
        .poll(() => page.getByText('You are offline: these are the cars as last seen.', { exact: false }).isVisible(), { timeout: 20_000 })
        .toBe(true);
      await page.getByRole('button', { name: 'Book Now' }).first().click();
      await expect
        .poll(() => page.getByText('Booking needs an internet connection.', { exact: false }).isVisible(), { timeout: 10_000 })
        .toBe(true);
      expect(await page.getByRole('dialog').count()).toBe(0);
    } finally {
      await context.setOffline(false);
    }
  });
});
