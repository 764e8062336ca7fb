// Issue 13: a new customer on a 390 px phone books a car from the home page in a handful of steps, with no error
// message the site itself caused; nothing fixed covers a dialog or a form control.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Dialog, Locator, Page } from 'playwright-core';
import { goto, launchBrowser, openPage, type OpenedPage } from './browser.js';
import { mailMark, otpFrom, waitForMail } from './harness.js';

const PHONE = { width: 390, height: 844 };
const WAIT = { timeout: 15_000 };
const tag = `fb${Date.now().toString(36)}`;
const customer = { name: `Nisha ${tag}`, email: `${tag}@e2e.test`, phone: '9876512345' };
const CAR = 'Swift';

let browser: Browser;
let phone: OpenedPage;

/** Every alert the page raises, accepted, in order. */
function collectDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog: Dialog) => { seen.push(dialog.message()); void dialog.accept(); });
  return seen;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The visible fixed contact buttons that overlap any of these elements. */
async function coveredBy(page: Page, targets: Locator): Promise<string[]> {
  const buttons = await page.locator('.floating-contact__link').all();
  const boxes = (await Promise.all(buttons.map((b) => b.boundingBox()))).filter((b): b is Box => b !== null);
  const covered: string[] = [];
  for (const target of await targets.all()) {
    const box = await target.boundingBox();
    if (box && boxes.some((b) => overlaps(b, box))) covered.push((await target.getAttribute('aria-label')) ?? (await target.textContent()) ?? '?');
  }
  return covered;
}

beforeAll(async () => {
  browser = await launchBrowser();
  phone = await openPage(browser, PHONE);
  // Every toast the page ever shows, even one that closes before the end of the walk.
  await phone.context.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __toasts: string[] }).__toasts = []);
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.Toastify__toast')) {
        const text = toast.textContent ?? '';
        if (!toast.hasAttribute('data-seen')) { toast.setAttribute('data-seen', ''); seen.push(text); }
      }
    }).observe(document, { childList: true, subtree: true });
  });
});
const toastsSeen = (page: Page) => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
afterAll(async () => {
  await phone?.close();
  await browser?.close();
});

describe('a first booking on a phone', () => {
  it('lands on /, books a car, signs in on the way and comes back to the same modal; the defaults book', async () => {
    const { page } = phone;
    const alerts = collectDialogs(page);
    let steps = 0;
    const step = () => { steps += 1; };

    await goto(page, '/');
    await page.getByRole('link', { name: 'Book Now' }).filter({ visible: true }).first().click(); step();
    await page.waitForURL(/#\/services\/bookcar/);
    const card = page.getByRole('article', { name: CAR, exact: true });
    await card.getByRole('button', { name: 'Book Now' }).click(); step();
    let dialog = page.getByRole('dialog', { name: 'Complete Your Booking' });
    await dialog.getByRole('button', { name: 'Confirm Booking' }).click(); step();
    await page.waitForURL(/#\/userlogin/);
    expect(alerts).toEqual(['⚠️ Please login first to book this car.']);

    const mark = mailMark();
    await page.getByLabel('Name', { exact: true }).fill(customer.name); step();
    await page.getByLabel('Email', { exact: true }).fill(customer.email); step();
    await page.getByLabel('Phone', { exact: true }).fill(customer.phone); step();
    await page.getByRole('button', { name: 'Send OTP' }).click(); step();
    const code = otpFrom(await waitForMail({ to: customer.email, after: mark }));
    await page.getByLabel('OTP', { exact: true }).fill(code); step();
    await page.getByRole('button', { name: 'Verify OTP' }).click(); step();

    // Back on the listing with the same car's modal open.
    await page.waitForURL(/#\/services\/bookcar/);
    dialog = page.getByRole('dialog', { name: 'Complete Your Booking' });
    await expect.poll(() => dialog.isVisible(), WAIT).toBe(true);
    expect(await dialog.textContent()).toContain(`You are booking the ${CAR}.`);
    expect(await dialog.getByLabel('Name').inputValue()).toBe(customer.name);

    await dialog.getByLabel('Driving License').fill('MP09 2024 0013013'); step();
    await dialog.getByRole('button', { name: 'Confirm Booking' }).click(); step();
    await expect.poll(() => alerts.length, WAIT).toBe(2);
    expect(alerts[1]).toBe('Booking submitted. Waiting for admin approval.');
    await expect.poll(() => page.getByRole('dialog').count(), WAIT).toBe(0);

    // A handful of taps, and not one error message or crash on the way.
    expect(steps).toBeLessThanOrEqual(11);
    expect((await toastsSeen(page)).filter((text) => /❌|⚠️/.test(text))).toEqual([]);
    expect(phone.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('/userlogin while signed in goes back home', async () => {
    const { page } = phone;
    await goto(page, '/userlogin');
    await page.waitForURL((url) => url.hash === '#/' || url.hash === '');
  });

  it('no fixed contact button covers an open dialog or a form control at 390 px', async () => {
    const { page } = phone;
    await goto(page, '/services/bookcar');
    await page.getByRole('article', { name: CAR, exact: true }).getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Your Booking' });
    await dialog.waitFor();
    expect(await coveredBy(page, dialog)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // A form on the page: its controls, each scrolled into view as a customer would, and while typing.
    await goto(page, '/contact');
    await page.locator('main form').waitFor();
    const controls = page.locator('main form').locator('input, textarea, select, button');
    expect(await controls.count()).toBeGreaterThan(3);
    for (const control of await controls.all()) {
      await control.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      expect(await coveredBy(page, control)).toEqual([]);
    }
  });
});
