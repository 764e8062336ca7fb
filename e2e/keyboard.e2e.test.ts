// Issue 8: the booking flow with the keyboard alone. A signed-in customer goes from the car listing to Book Now,
// fills the booking dialog and books, pressing only Tab, Shift+Tab, Enter, Space, arrows, Escape and typing: no
// mouse click anywhere. On the way: the dialog is announced as a modal dialog, keeps focus inside, closes with
// Escape and gives focus back to the Book Now button that opened it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Dialog, Locator, Page } from 'playwright-core';
import { goto, launchBrowser, openPage, signInCustomer, startSignedIn, type OpenedPage } from './browser.js';
import { gql } from './harness.js';

const tag = `kb${Date.now().toString(36)}`;
const customer = { name: `Kavya ${tag}`, email: `${tag}@e2e.test`, phone: '9876534567' };
/** A car no other e2e file books. */
const CAR = 'Aura';
const LICENCE = 'MP09 2022 0034567';
const WAIT = { timeout: 10_000 };

let browser: Browser;
let shopper: OpenedPage;
let token: string;

const focused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement).catch(() => false);
/** What has focus, as a person would name it (for failure messages). */
const focusName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
    return `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? label ?? el.textContent?.trim().slice(0, 40) ?? ''}`;
  });
const insideDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. Returns the presses needed. */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}): Promise<number> {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await focused(target)) return presses;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${back ? 'Shift+Tab' : 'Tab'} did not reach the target in ${max} presses; focus is on ${await focusName(page)}`);
}

/** The message of the page's next alert, accepted. */
function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog: Dialog) => {
      void dialog.accept().then(() => resolve(dialog.message()));
    });
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const session = await signInCustomer(customer);
  token = session.token;
  shopper = await openPage(browser, { width: 1366, height: 900 });
  await startSignedIn(shopper.context, session);
  // Every press of a pointer (mouse, pen, finger) in the page; the walk must end with none.
  await shopper.context.addInitScript(() => {
    const presses: string[] = ((window as unknown as { __presses: string[] }).__presses = []);
    document.addEventListener('pointerdown', (event) => presses.push(`${event.pointerType} on ${(event.target as Element).tagName}`), true);
  });
});
afterAll(async () => {
  await shopper?.close();
  await browser?.close();
});

describe('the booking flow with the keyboard alone', () => {
  it('reaches Book Now from the listing, Escape closes the dialog and focus is back on Book Now', async () => {
    const { page } = shopper;
    await goto(page, '/services/bookcar');
    const card = page.getByRole('article', { name: CAR, exact: true });
    await card.waitFor(WAIT);

    // The listing's own search narrows the cards, typed at full speed (every key must stay).
    const search = page.getByPlaceholder('Search by car name or location');
    await tabTo(page, search);
    await page.keyboard.type(CAR);
    expect(await search.inputValue()).toBe(CAR);
    await expect.poll(() => page.getByRole('article').count(), WAIT).toBe(1);
    const bookNow = card.getByRole('button', { name: 'Book Now' });
    expect(await tabTo(page, bookNow, { max: 40 })).toBeGreaterThan(0);

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Complete Your Booking' });
    await dialog.waitFor(WAIT);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await expect.poll(() => insideDialog(page), WAIT).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), WAIT).toBe(0);
    await expect.poll(() => focused(bookNow), WAIT).toBe(true);
  });

  it('opens it again with Space, keeps Tab inside, fills it and books: the success alert, the booking made', async () => {
    const { page } = shopper;
    const bookNow = page.getByRole('article', { name: CAR, exact: true }).getByRole('button', { name: 'Book Now' });
    expect(await focused(bookNow)).toBe(true);
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog', { name: 'Complete Your Booking' });
    await dialog.waitFor(WAIT);
    await expect.poll(() => insideDialog(page), WAIT).toBe(true);

    // Forty presses each way never leave the dialog.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 40; i += 1) {
        await page.keyboard.press(key);
        expect(await insideDialog(page), `after ${i + 1} × ${key} focus is on ${await focusName(page)}`).toBe(true);
      }
    }

    const licence = dialog.getByLabel('Driving License');
    await tabTo(page, licence);
    await page.keyboard.type(LICENCE);
    expect(await licence.inputValue()).toBe(LICENCE);

    // Book For: the arrow picks the next duration (12 Hours → Daily), and the drop-off follows it.
    const bookFor = dialog.getByLabel('Book For');
    await tabTo(page, bookFor);
    expect(await bookFor.inputValue()).toBe('TwelveHours');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => bookFor.inputValue()).toBe('Daily');
    const pickupDate = await dialog.getByLabel('Pickup Date').inputValue();
    const dropDate = await dialog.getByLabel('Drop Date').inputValue();
    expect(Date.parse(dropDate) - Date.parse(pickupDate)).toBe(86_400_000);

    // Back up with Shift+Tab to the licence field (date and time fields take a press per part) and on to
    // Confirm Booking with Tab.
    await tabTo(page, licence, { back: true, max: 30 });
    const confirm = dialog.getByRole('button', { name: 'Confirm Booking' });
    await tabTo(page, confirm, { max: 40 });
    const alert = nextAlert(page);
    await page.keyboard.press('Enter');
    expect(await alert).toBe('Booking submitted. Waiting for admin approval.');
    await expect.poll(() => dialog.count(), WAIT).toBe(0);
    await expect.poll(() => focused(bookNow), WAIT).toBe(true);

    const mine = await gql<{ myBookings: { car: { name: string }; license: string; bookFor: string; status: string }[] }>(
      '{ myBookings { car { name } license bookFor status } }',
      undefined,
      token,
    );
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.myBookings).toEqual([{ car: { name: CAR }, license: LICENCE, bookFor: 'Daily', status: 'Pending' }]);

    // Not one press of a mouse or finger on the way, and no crash.
    expect(await page.evaluate(() => (window as unknown as { __presses: string[] }).__presses)).toEqual([]);
    expect(shopper.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('on a phone, the menu drawer and the notifications are dialogs too: focus in and kept in, Escape gives it back', async () => {
    const { page } = shopper;
    await page.setViewportSize({ width: 390, height: 844 });
    await goto(page, '/');
    for (const [opener, name] of [
      [page.getByRole('button', { name: 'Open menu' }), 'Menu'],
      [page.getByRole('button', { name: /^Notifications/ }), 'Notifications'],
    ] as const) {
      await opener.waitFor(WAIT);
      await tabTo(page, opener);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name, exact: true });
      await dialog.waitFor(WAIT);
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      await expect.poll(() => insideDialog(page), WAIT).toBe(true);
      for (let i = 0; i < 15; i += 1) {
        await page.keyboard.press(i % 3 ? 'Tab' : 'Shift+Tab');
        expect(await insideDialog(page), `${name}: focus is on ${await focusName(page)}`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible(), WAIT).toBe(false);
      await expect.poll(() => focused(opener), WAIT).toBe(true);
    }
    expect(await page.evaluate(() => (window as unknown as { __presses: string[] }).__presses)).toEqual([]);
  });

  it('Shift+Tab back up the home page never leaves focus under the sticky header, at every width it wraps to (WCAG 2.4.11)', async () => {
    const { page } = shopper;
    const hidden: string[] = [];
    const linkRows: Record<number, number> = {};
    // The phone's header (the menu in a drawer, a second row for the language), and the links in one row: a tablet
    // held sideways (1,024 px) keeps them in one row like a desktop.
    for (const width of [360, 1024, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      // The home page: the longest, with a form, cards and the footer's links (every page shares the header).
      await goto(page, '/');
      await page.locator('footer a').last().waitFor(WAIT);
      linkRows[width] = await page
        .locator('.site-nav__links')
        .evaluate((list) => new Set([...list.children].map((item) => Math.round(item.getBoundingClientRect().top))).size);
      await page.locator('footer a').last().focus();
      for (let i = 0; i < 40; i += 1) {
        await page.keyboard.press('Shift+Tab');
        const under = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          const header = document.querySelector('.site-header');
          if (!el || !header || header.contains(el)) return null;
          const headerBottom = header.getBoundingClientRect().bottom;
          return el.getBoundingClientRect().top < headerBottom - 1 ? headerBottom : null;
        });
        if (under !== null) hidden.push(`${width} px: ${await focusName(page)} under a header ending at ${under}`);
      }
    }
    expect(hidden).toEqual([]);
    expect(linkRows[1024]).toBe(1);
    expect(linkRows[1366]).toBe(1);
  });
});
