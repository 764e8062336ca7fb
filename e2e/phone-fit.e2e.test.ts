// Issue 32: every screen fits a phone. Each route is visited at 320, 360 and 390 px: signed out and as a customer
// with bookings (in English and in Hindi), and as staff on every admin screen. At each width: no sideways overflow of
// the page, every control of the header inside the viewport, and axe-core finds nothing. The routes are crawled from
// the in-app links, so a screen added later is measured too. One browser, one context per role and language; a
// screen is loaded once and measured at the three widths by resizing the viewport, and then, for the areas issue 8
// asks axe to check on a desktop (public in both languages, the customer's own screens, every admin screen), at
// 1366 px with axe too: one visit serves both checks (a11y.e2e keeps the dialogs and the failed and empty states).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goto, launchBrowser, signInAsAdmin, signInCustomer, startSignedIn, type CustomerSession } from './browser.js';
import { acceptAsStaff, admin, api } from './harness.js';
import { openCrawlPage, scan, screenKey, settle } from './screens.js';

const WIDTHS = [320, 360, 390] as const;
const AXE_WIDTH = 360;
const DESKTOP = { width: 1366, height: 900 };
/** Which screens of a crawl axe also checks at desktop width. */
type DesktopAxe = (route: string) => boolean;
const EVERY_SCREEN: DesktopAxe = () => true;
const tag = `fit${Date.now().toString(36)}`;
const customer = { name: `Meera ${tag}`, email: `${tag}@e2e.test`, phone: '9876512346' };

let browser: Browser;
let session: CustomerSession;

/** What does not fit at this width: the page's sideways overflow, and header controls cut by the viewport's edge. */
async function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow > 0) {
      // Name the widest culprits: elements whose right edge passes the viewport (outside closed drawers and dialogs).
      const wide = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => el.getBoundingClientRect().right > width + 1 && !el.closest('[inert], [aria-hidden="true"]'))
        .slice(0, 4)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${Math.round(el.getBoundingClientRect().right)} px)`);
      found.push(`page overflows by ${overflow} px: ${wide.join(', ')}`);
    }
    for (const header of document.querySelectorAll<HTMLElement>('header')) {
      for (const control of header.querySelectorAll<HTMLElement>('a, button, input, select')) {
        if (control.closest('[inert]')) continue;
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue; // not shown at this width (the desktop nav)
        if (box.left < 0 || box.right > width + 0.5) {
          found.push(
            `header control "${control.getAttribute('aria-label') ?? control.textContent?.trim()}" at ${Math.round(box.left)}–${Math.round(box.right)} px`,
          );
        }
      }
    }
    return found;
  });
}

/**
 * After a resize: the media-query listeners have run and React has committed what they changed (two frames: the one
 * that delivers the change, the one that paints its render). A fixed 100 ms per resize cost about 45 s a run.
 */
async function nextPaint(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * The screen as it is now, at each width: what does not fit, and what axe finds at 360 px (axe's rules read the
 * page's content, which the width hardly changes, and a scan costs seconds), prefixed with width and route.
 */
async function measure(page: Page, label: string, desktopAxe = false): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    await nextPaint(page);
    let unfit = await misfits(page);
    // A chart that sizes itself in script (recharts' ResponsiveContainer, on a ResizeObserver) follows a resize a
    // render later, which a busy or a fast machine can place after the two frames: the admin dashboard's bar chart
    // was still laid out for 390 px at 320 once. What does not fit is what still does not once the page has caught up.
    if (unfit.length) {
      await page.waitForTimeout(200);
      await nextPaint(page);
      unfit = await misfits(page);
    }
    const found = [...unfit, ...(width === AXE_WIDTH ? await scan(page) : [])];
    for (const p of found) problems.push(`${width} px ${label}: ${p}`);
  }
  if (desktopAxe) {
    await page.setViewportSize(DESKTOP);
    await nextPaint(page);
    for (const p of await scan(page)) problems.push(`${DESKTOP.width} px ${label}: ${p}`);
  }
  if (problems.length) console.log(problems.join('\n'));
  return problems;
}

/**
 * Crawls the in-app links within `scope` from `start`, measuring each screen (and axe at desktop width where
 * `desktopAxe` says so); `extra` runs on each screen after.
 */
async function crawl(
  page: Page,
  start: string[],
  scope: RegExp,
  desktopAxe: DesktopAxe,
  extra?: (route: string) => Promise<string[]>,
): Promise<{ seen: string[]; problems: string[] }> {
  const queue = [...start];
  const seen = new Set<string>();
  const problems: string[] = [];
  while (queue.length) {
    const route = queue.shift()!;
    const key = screenKey(route);
    if (seen.has(key)) continue;
    seen.add(key);
    await page.setViewportSize({ width: 390, height: 740 });
    await goto(page, route);
    await settle(page);
    problems.push(...(await measure(page, route, desktopAxe(route))));
    if (extra) problems.push(...(await extra(route)));
    const hrefs = await page.locator('a[href^="#/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice(1)));
    for (const next of hrefs) if (scope.test(next) && !seen.has(screenKey(next))) queue.push(next);
  }
  return { seen: [...seen], problems };
}

function report(problems: string[]): string[] {
  if (problems.length) console.log(`phone fit:\n  ${problems.join('\n  ')}`);
  return problems;
}

/** A booking far ahead for the customer (Pending), a second one that staff accept, and a third staff reject. */
async function giveCustomerBookings(token: string): Promise<void> {
  const json = { 'content-type': 'application/json' };
  const [car] = (await (await api('/api/v1/cars')).json()) as { _id: string }[];
  const ids: string[] = [];
  for (const daysAhead of [420, 421, 422]) {
    const day = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
    const booked = await api('/api/v1/bookingsnew/book', {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({
        carId: car._id,
        name: customer.name,
        phone: customer.phone,
        license: 'MP09 2020 0040401',
        pickupDate: day,
        pickupTime: '08:00',
        dropDate: day,
        dropTime: '20:00',
        bookFor: '12 Hours',
      }),
    });
    expect(booked.status).toBe(201);
    ids.push(((await booked.json()) as { booking: { _id: string } }).booking._id);
  }
  await acceptAsStaff(ids[1]);
  const { token: adminToken } = (await (
    await api('/api/v1/admin/login', { method: 'POST', headers: json, body: JSON.stringify(admin) })
  ).json()) as { token: string };
  const rejected = await api(`/api/v1/bookingsnew/status/${ids[2]}`, {
    method: 'PUT',
    headers: { ...json, authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ status: 'Rejected' }),
  });
  expect(rejected.status).toBe(200);
}

beforeAll(async () => {
  browser = await launchBrowser();
  session = await signInCustomer(customer);
  await giveCustomerBookings(session.token);
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

// The five crawls run two at a time (e2e/vitest.config.ts's maxConcurrency), each in its own browser context: much
// of a visit is waiting for the network to go quiet, so a second crawl fills the other core meanwhile.
describe.concurrent('every screen fits 320, 360 and 390 px (and axe finds nothing there, nor at 1366 px)', () => {
  it.for(['en', 'hi'] as const)(
    'signed out, in %s',
    async (language, { expect }) => {
      const { page, close } = await openCrawlPage(browser, { width: 390, height: 740 });
      try {
        await goto(page, `/?lang=${language}`);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
        const { seen, problems } = await crawl(
          page,
          ['/', '/wp-admin', '/userlogin', '/no-such-page'],
          /^\/(?!admin|wp-admin)/,
          EVERY_SCREEN,
        );
        expect(seen.length).toBeGreaterThan(15);
        expect(report(problems)).toEqual([]);
      } finally {
        await close();
      }
    },
    600_000,
  );

  it.for(['en', 'hi'] as const)(
    'as a customer with bookings in every tab, in %s',
    async (language, { expect }) => {
      const { page, context, close } = await openCrawlPage(browser, { width: 390, height: 740 });
      try {
        await startSignedIn(context, session);
        await goto(page, `/?lang=${language}`);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
        const { seen, problems } = await crawl(
          page,
          ['/', '/bookings', '/profile', '/services/bookcar'],
          /^\/(?!admin|wp-admin)/,
          // At desktop width only the screens of a session (the public ones are checked there signed out), in English.
          (route) => language === 'en' && /^\/(bookings|profile)$/.test(route),
          async (route) => {
            if (route !== '/bookings') return [];
            // Each tab of the bookings, and the profile menu open.
            const found: string[] = [];
            const tabs = page.getByRole('tab');
            for (let i = 0; i < (await tabs.count()); i++) {
              await page.setViewportSize({ width: 390, height: 740 });
              await tabs.nth(i).click();
              await page.waitForTimeout(300);
              found.push(...(await measure(page, `/bookings tab ${i + 1}`)));
            }
            await page.setViewportSize({ width: 320, height: 740 });
            await page
              .getByRole('banner')
              .getByRole('button', { name: language === 'hi' ? 'प्रोफ़ाइल मेन्यू खोलें' : 'Open profile menu' })
              .click();
            const bookings = page.getByRole('menuitem', { name: language === 'hi' ? 'मेरी बुकिंग' : 'My Bookings' });
            await bookings.waitFor();
            found.push(...(await misfits(page)).map((p) => `320 px /bookings with the profile menu open: ${p}`));
            await page.keyboard.press('Escape');
            return found;
          },
        );
        expect(seen).toEqual(expect.arrayContaining(['/bookings', '/profile']));
        expect(report(problems)).toEqual([]);
      } finally {
        await close();
      }
    },
    600_000,
  );

  it('as staff, on every admin screen', async ({ expect }) => {
    const { page, close } = await openCrawlPage(browser, { width: 390, height: 740 });
    try {
      await signInAsAdmin(page);
      const { seen, problems } = await crawl(page, ['/admin/dashboard'], /^\/admin\//, EVERY_SCREEN);
      expect(seen.length).toBeGreaterThan(10);
      expect(report(problems)).toEqual([]);
    } finally {
      await close();
    }
  }, 600_000);
});
