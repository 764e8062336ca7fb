// Issue 8: zero axe-core violations of any impact on every public, customer and admin screen, at 1366 px and
// 390 px wide. The crawls of whole areas (signed out in English and Hindi, the customer's screens, every admin
// screen) are phone-fit.e2e's: it visits each screen once, measures it at 320, 360 and 390 px with axe at 360 px, and
// runs axe at 1366 px on the same visit. This file checks what a crawl of links never shows, at both widths: the
// dialogs open (the booking, review and cancellation modals, the notification panel, the phone's drawer), the
// sign-in form at its code step, and the public screens when their data failed or is empty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { goto, launchBrowser, signInCustomer, startSignedIn, type CustomerSession, type OpenedPage } from './browser.js';
import { admin, api } from './harness.js';
import { openCrawlPage, scan, settle } from './screens.js';

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const tag = `ax${Date.now().toString(36)}`;
const customer = { name: `Asha ${tag}`, email: `${tag}@e2e.test`, phone: '9876512345' };

let browser: Browser;
let session: CustomerSession;

type Found = { route: string; violations: string[] };

/** Opens a dialog with `open`, waits for it to show and settle, and scans the page with it open. */
async function withDialogOpen(page: Page, route: string, name: string | RegExp, open: () => Promise<void>): Promise<Found> {
  await open();
  await page.getByRole('dialog', { name }).waitFor({ state: 'visible' });
  await settle(page);
  return { route: `${route} with the dialog '${name}' open`, violations: await scan(page) };
}

/** Visits each of `routes` and returns axe's violations per screen. */
async function visit(page: Page, routes: string[]): Promise<Found[]> {
  const found: Found[] = [];
  for (const route of routes) {
    await goto(page, route);
    await settle(page);
    found.push({ route, violations: await scan(page) });
  }
  return found;
}

function report(found: Found[]): string[] {
  const lines = found.flatMap(({ route, violations }) => violations.map((v) => `${route}: ${v}`));
  if (lines.length) console.log(`axe violations:\n  ${lines.join('\n  ')}`);
  return lines;
}

const json = { 'content-type': 'application/json' };

/** A 12-hour booking of the first car for the customer, `days` ahead: Pending, which holds no car. */
async function book(token: string, days: number): Promise<string> {
  const [car] = (await (await api('/api/v1/cars')).json()) as { _id: string }[];
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const booked = await api('/api/v1/bookingsnew/book', {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify({
      carId: car._id,
      name: customer.name,
      phone: customer.phone,
      license: 'MP09 2020 0040400',
      pickupDate: day,
      pickupTime: '08:00',
      dropDate: day,
      dropTime: '20:00',
      bookFor: '12 Hours',
    }),
  });
  expect(booked.status).toBe(201);
  return ((await booked.json()) as { booking: { _id: string } }).booking._id;
}

/**
 * Gives the customer a notification, so that the bell's panel is scanned with an item in it: a booking far ahead
 * that the admin rejects (a rejection holds no car, so no other test's booking can clash with it).
 */
async function notifyCustomer(token: string): Promise<void> {
  const bookingId = await book(token, 400);
  const { token: adminToken } = (await (
    await api('/api/v1/admin/login', { method: 'POST', headers: json, body: JSON.stringify(admin) })
  ).json()) as { token: string };
  const rejected = await api(`/api/v1/bookingsnew/status/${bookingId}`, {
    method: 'PUT',
    headers: { ...json, authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ status: 'Rejected' }),
  });
  expect(rejected.status).toBe(200);
}

beforeAll(async () => {
  browser = await launchBrowser();
  session = await signInCustomer(customer);
  await notifyCustomer(session.token);
  // One left Pending, so that the cancellation dialog is scanned open.
  await book(session.token, 401);
});
afterAll(async () => {
  await browser?.close();
});

type Viewport = (typeof VIEWPORTS)[number];

/**
 * Runs `check` at both widths at once (each in its own page: most of a crawl is waiting for screens to settle, so
 * the two overlap well) and answers every violation found, prefixed with its width.
 */
async function atBothWidths(check: (viewport: Viewport) => Promise<Found[]>): Promise<string[]> {
  const found = await Promise.all(
    VIEWPORTS.map(async (viewport) => (await check(viewport)).map((f) => ({ ...f, route: `${viewport.width} px ${f.route}` }))),
  );
  return report(found.flat());
}

/**
 * A page at `viewport`, closed after `use`. Without the service worker: its install precaches every chunk right
 * after the first screen, which only delays each crawl's first scan (pwa.e2e tests the worker).
 */
async function onPage<T>(viewport: Viewport, use: (opened: OpenedPage) => Promise<T>): Promise<T> {
  const opened = await openCrawlPage(browser, viewport);
  try {
    return await use(opened);
  } finally {
    await opened.close();
  }
}

describe('axe-core at 1366 px and 390 px', () => {
  // Issue 24: in Hindi too (?lang=hi, then kept on the device): lang="hi", Devanagari text, the same rules.
  it('finds no violation in Hindi with the booking dialog open', async () => {
    expect(
      await atBothWidths((viewport) =>
        onPage(viewport, async ({ page }) => {
          await goto(page, '/?lang=hi');
          await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
          const found: Found[] = [];
          await goto(page, '/services/bookcar');
          // A new document (the address loses ?lang=): its Hindi catalogues and the listing load before Book Now works.
          await settle(page);
          found.push(
            await withDialogOpen(page, '/services/bookcar', 'अपनी बुकिंग पूरी करें', () =>
              page.getByRole('button', { name: 'अभी बुक करें' }).first().click(),
            ),
          );
          return found;
        }),
      ),
    ).toEqual([]);
  }, 300_000);

  it.each([
    // Each state's mark on the home page, below the fold: the offers' failure, the reviews' empty text.
    ['failed', 503, '{"message":"The service is briefly unavailable."}', '.offers-strip__failed'],
    ['empty', 200, '[]', '.customer-reviews__empty'],
  ] as const)(
    'finds no violation on the public screens when their data has %s',
    async (_state, status, body, homeMark) => {
      expect(
        await atBothWidths((viewport) =>
          onPage(viewport, async ({ page }) => {
            // The answers these screens read fail or are empty: the catalogue, the blogs, home's offers and reviews
            // (plain GETs) and GraphQL.
            await page.route(/\/(api\/(v1\/(cars|blogs|reviews)|offers)(\?.*)?|graphql)$/, (route) =>
              route.fulfill({ status, body, contentType: 'application/json' }),
            );
            const found = await visit(page, ['/services/bookcar', '/blogs', '/contact']);
            // Home's lists render as they come within 600 px of the screen: scrolled through a screen's height at a time,
            // then scanned from the top.
            await goto(page, '/');
            await settle(page);
            for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 1000) {
              await page.evaluate((top) => window.scrollTo(0, top), y);
            }
            await page.locator(homeMark).waitFor({ timeout: 10_000 });
            await page.evaluate(() => window.scrollTo(0, 0));
            await settle(page);
            found.push({ route: '/', violations: await scan(page) });
            expect(found).toHaveLength(4);
            return found;
          }),
        ),
      ).toEqual([]);
    },
    120_000,
  );

  it('finds no violation with a dialog open: booking, cancellation, review, notifications (and the menu drawer on a phone)', async () => {
    expect(
      await atBothWidths((viewport) =>
        onPage(viewport, async ({ page, context }) => {
          await startSignedIn(context, session);
          const found: Found[] = [];
          await goto(page, '/services/bookcar');
          found.push(
            await withDialogOpen(page, '/services/bookcar', 'Complete Your Booking', () =>
              page.getByRole('button', { name: 'Book Now' }).first().click(),
            ),
          );
          await page.keyboard.press('Escape');

          await goto(page, '/bookings');
          found.push(
            await withDialogOpen(page, '/bookings', 'Cancel this booking?', () =>
              page.getByRole('button', { name: 'Cancel Booking' }).first().click(),
            ),
          );
          // Escape keeps the booking: nothing is cancelled.
          await page.keyboard.press('Escape');

          await goto(page, '/');
          const writeReview = page.getByRole('button', { name: 'Write a Review' });
          await writeReview.scrollIntoViewIfNeeded();
          found.push(await withDialogOpen(page, '/', 'Write a Review', () => writeReview.click()));
          await page.keyboard.press('Escape');
          await page.evaluate(() => window.scrollTo(0, 0));

          found.push(await withDialogOpen(page, '/', 'Notifications', () => page.getByRole('button', { name: /^Notifications/ }).click()));
          expect(await page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').count()).toBeGreaterThan(0);
          await page.keyboard.press('Escape');

          if (viewport.width < 768) {
            found.push(await withDialogOpen(page, '/', 'Menu', () => page.getByRole('button', { name: 'Open menu' }).click()));
          }
          expect(found).toHaveLength(viewport.width < 768 ? 5 : 4);
          return found;
        }),
      ),
    ).toEqual([]);
  }, 120_000);

  it('finds no violation on the sign-in form at its code step', async () => {
    expect(
      await atBothWidths((viewport) =>
        onPage(viewport, async ({ page }) => {
          await goto(page, '/userlogin');
          await page.getByLabel('Name', { exact: true }).fill(customer.name);
          await page.getByLabel('Email', { exact: true }).fill(`${viewport.name}-${customer.email}`);
          await page.getByLabel('Phone', { exact: true }).fill(customer.phone);
          await page.getByRole('button', { name: 'Send OTP' }).click();
          await page.getByLabel('OTP', { exact: true }).waitFor();
          await settle(page);
          return [{ route: '/userlogin, code step', violations: await scan(page) }];
        }),
      ),
    ).toEqual([]);
  }, 60_000);
});
