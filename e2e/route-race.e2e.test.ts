// Issue 32, item 9: a route change during the start is never lost. On a slow phone the start lasts seconds; back,
// forward, an address-bar edit or `location.hash` may move the address meanwhile (the links are inert until the app
// starts, so only the address moves). With the CPU slowed 6x (CDP Emulation.setCPUThrottlingRate), the hash moves
// to the car listing at several moments after the load event, and the listing must show, the address on it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { goto, launchBrowser, openPage } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a hash change during the start', () => {
  it.each([0, 30, 100, 250, 600, 1200])(
    '%i ms after the load event, shows the screen of the new address',
    async (delay) => {
      const { page, context, close } = await openPage(browser, { width: 390, height: 844 });
      try {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
        await goto(page, '/');
        if (delay) await page.waitForTimeout(delay);
        await page.evaluate(() => {
          window.location.hash = '#/services/bookcar';
        });
        await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Book your car' }).isVisible(), { timeout: 20_000 }).toBe(true);
        expect(new URL(page.url()).hash).toBe('#/services/bookcar');
        // And it stays: nothing moves it back once the start is over.
        await page.waitForLoadState('networkidle');
        expect(await page.getByRole('heading', { level: 1, name: 'Book your car' }).isVisible()).toBe(true);
      } finally {
        await close();
      }
    },
    60_000,
  );
});
