// Foundation issue, item 8: home loads, the catalogue lists the demo cars with images that load,
// the search filters by name and location, ?search= pre-filters, and unknown paths show the 404 page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { goto, launchBrowser, openPage, type OpenedPage } from './browser.js';

// SPEC.md section 9.
const CARS = ['Fortuner', 'XUV 700', 'Scorpio', 'Mahindra', 'Breeza', 'Baleno', 'Dzire', 'Swift', 'Aura', 'Verna', 'Thar', 'Ertiga'];

let browser: Browser;
let opened: OpenedPage;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function freshPage() {
  await opened?.close();
  opened = await openPage(browser);
  page = opened.page;
}

async function isShown(locator: Locator): Promise<boolean> {
  return (await locator.filter({ visible: true }).count()) > 0;
}

/** A car's name as its card shows it (exact text, so 'Swift' does not match a sentence that mentions it). */
function carName(name: string): Locator {
  return page.getByText(name, { exact: true });
}

async function visibleCars(): Promise<string[]> {
  const shown: string[] = [];
  for (const name of CARS) if ((await carName(name).filter({ visible: true }).count()) > 0) shown.push(name);
  return shown;
}

/** Waits until exactly `expected` of the demo cars are visible. */
async function expectCars(expected: string[]) {
  await expect.poll(visibleCars, { timeout: 15_000 }).toEqual(CARS.filter((c) => expected.includes(c)));
}

/** The booking page's own search box: a text input outside the header, footer and navigation. */
async function pageSearchBox(): Promise<Locator> {
  const inputs = page.locator('input[type="search"], input[type="text"], input:not([type])');
  await inputs.first().waitFor();
  const count = await inputs.count();
  for (let i = 0; i < count; i += 1) {
    const input = inputs.nth(i);
    const outside = await input.evaluate((el) => !el.closest('header, footer, nav, [role="dialog"]'));
    if (outside && (await input.isVisible())) return input;
  }
  throw new Error('no search box on the page outside the header, footer and navigation');
}

describe('catalogue in the browser', () => {
  it('home page loads with the hero heading', async () => {
    await freshPage();
    await goto(page, '/');
    await expect.poll(() => isShown(page.getByRole('heading', { name: 'Your Ride, Your Way' })), { timeout: 15_000 }).toBe(true);
    expect(opened.errors).toEqual([]);
  });

  it('/services/bookcar lists the twelve demo cars with images that load', async () => {
    await freshPage();
    await goto(page, '/services/bookcar');
    await expectCars(CARS);

    const images = page.locator('img[src*="/uploads/"]');
    const count = await images.count();
    expect(count, 'car images served from /uploads/').toBeGreaterThanOrEqual(CARS.length);
    for (let i = 0; i < count; i += 1) {
      const img = images.nth(i);
      await img.scrollIntoViewIfNeeded();
      // Lazy images start loading once scrolled into view: wait for the load to finish, then check it decoded.
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete), { timeout: 10_000 }).toBe(true);
      const { naturalWidth, src } = await img.evaluate((el: HTMLImageElement) => ({
        naturalWidth: el.naturalWidth,
        src: el.currentSrc || el.src,
      }));
      expect(naturalWidth, `image ${src} did not load`).toBeGreaterThan(0);
    }
    expect(opened.errors).toEqual([]);
  });

  it('the search box filters by name', async () => {
    await freshPage();
    await goto(page, '/services/bookcar');
    await expectCars(CARS);
    await (await pageSearchBox()).fill('thar');
    await expectCars(['Thar']);
  });

  it('the search box filters by location', async () => {
    await freshPage();
    await goto(page, '/services/bookcar');
    await expectCars(CARS);
    // Fortuner is the only demo car at Palasia.
    await (await pageSearchBox()).fill('Palasia');
    await expectCars(['Fortuner']);
  });

  it('/services/bookcar?search=swift pre-filters', async () => {
    await freshPage();
    await goto(page, '/services/bookcar?search=swift');
    await expectCars(['Swift']);
  });

  it('an unknown path shows 404 Page Not Found with a link home', async () => {
    await freshPage();
    await goto(page, '/some-unknown-path');
    await expect.poll(() => isShown(page.getByText('404 Page Not Found')), { timeout: 15_000 }).toBe(true);
    // A link home next to it (not the header's or footer's): href "#/" with HashRouter, or "/".
    const links = page.locator('a');
    const hrefs = await links.evaluateAll((all) => all.map((a) => (a.closest('header, footer, nav') ? null : a.getAttribute('href'))));
    const index = hrefs.findIndex((h) => h !== null && ['#/', '/', '#', './'].includes(h));
    expect(index, `links outside header, footer and nav: ${JSON.stringify(hrefs.filter((h) => h !== null))}`).toBeGreaterThanOrEqual(0);
    await links.nth(index).click();
    await expect.poll(() => isShown(page.getByRole('heading', { name: 'Your Ride, Your Way' })), { timeout: 15_000 }).toBe(true);
    expect(new URL(page.url()).hash).toMatch(/^(#\/?)?$/);
  });
});
