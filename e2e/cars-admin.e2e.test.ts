// Cars admin and Register & Earn in the browser: an owner registers a car with a real PNG, the admin sees it on
// the registered cars screen and deletes it; the admin adds a car that then shows on /services/bookcar, drags it
// to a new place (saved through reorderCars), and deletes it again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { api } from './harness.js';
import { goto, launchBrowser, openPage, type OpenedPage, signInAsAdmin } from './browser.js';

const stamp = Date.now().toString(36);
const OWNER_CAR = `Owner Swift ${stamp}`;
const NEW_CAR = `E2E Creta ${stamp}`;

let browser: Browser;
let adminTab: OpenedPage;
/** A real PNG, drawn by Chromium itself. */
let png: Buffer;

interface RestCar {
  _id: string;
  name: string;
  image: string;
  order: number;
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminTab = await openPage(browser);
  await goto(adminTab.page, '/');
  png = await adminTab.page.screenshot({ clip: { x: 0, y: 0, width: 160, height: 100 } });
  await signInAsAdmin(adminTab.page);
});
afterAll(async () => {
  await adminTab?.close();
  await browser?.close();
});

const adminToken = () => adminTab.page.evaluate(() => sessionStorage.getItem('adminToken') ?? '');
const catalogue = async () => (await api('/api/v1/cars')).json() as Promise<RestCar[]>;

async function expectImageLoaded(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
}

describe('Register & Earn, then the registered cars screen', () => {
  it("an owner registers a car with a real PNG and sees 'Car Registered Successfully'", async () => {
    const owner = await openPage(browser);
    try {
      const { page } = owner;
      await goto(page, '/services/registercar');
      const form = page.getByRole('form', { name: 'Register your car' });
      await form.getByLabel('Car name').fill(OWNER_CAR);
      await form.getByLabel('Model').fill('2021 VXi');
      await form.getByLabel('Number plate').fill('MP 09 ZZ 4321');
      await form.getByLabel('Fuel type').selectOption('Petrol');
      await form.getByLabel('Seats').fill('5');
      await form.getByLabel('Your name').fill('Ravi Jain');
      await form.getByLabel('Phone').fill('9876543210');
      await form.getByLabel('Email').fill(`owner-${stamp}@e2e.test`);
      await form.getByLabel('Photo of your car').setInputFiles({ name: 'my-car.png', mimeType: 'image/png', buffer: png });
      await form.getByRole('button', { name: 'Register my car' }).click();
      await expect.poll(() => form.getByText('Car Registered Successfully').isVisible(), { timeout: 15_000 }).toBe(true);
      expect(owner.errors).toEqual([]);
    } finally {
      await owner.close();
    }
  });

  it('the admin sees it on the registered cars screen, with its photo, and deletes it after confirming', async () => {
    const { page } = adminTab;
    await goto(page, '/admin/car/cars');
    const card = page.getByRole('article', { name: OWNER_CAR });
    await card.waitFor();
    await expect.poll(() => card.getByText('MP 09 ZZ 4321').isVisible()).toBe(true);
    const img = card.getByRole('img', { name: OWNER_CAR });
    await expectImageLoaded(img);
    const src = await img.getAttribute('src');

    const dialogs: string[] = [];
    page.once('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await card.getByRole('button', { name: 'Delete' }).click();
    await card.waitFor({ state: 'detached' });
    expect(dialogs).toEqual([`Delete the registration of ${OWNER_CAR} (MP 09 ZZ 4321)?`]);

    const list = (await (await api('/api/v1/car/cars', { headers: { authorization: `Bearer ${await adminToken()}` } })).json()) as {
      carName: string;
    }[];
    expect(list.map((c) => c.carName)).not.toContain(OWNER_CAR);
    expect((await api(src!)).status).toBe(404);
  });
});

describe('Manage Cars', () => {
  it("the admin adds a car with an image: 'Car added!', and it shows on /services/bookcar", async () => {
    const { page } = adminTab;
    await goto(page, '/admin/car-listing');
    const form = page.getByRole('form', { name: 'Add a car' });
    const values: [string, string][] = [
      ['Name', NEW_CAR],
      ['Price (₹ per day)', '2599'],
      ['Fuel', 'Diesel'],
      ['Seats', '5'],
      ['Extra km fare (₹/km)', '12'],
      ['Car type', 'SUV'],
      ['Cooling', 'AC'],
      ['Drive', 'Self Drive'],
      ['Transmission', 'Automatic'],
      ['Offer (optional)', 'E2E 5% OFF'],
      ['Location', 'Rau'],
    ];
    for (const [label, value] of values) await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByLabel('Image').setInputFiles({ name: 'creta.png', mimeType: 'image/png', buffer: png });
    await form.getByRole('button', { name: 'Add car' }).click();
    await page.getByText('Car added!').waitFor();
    const card = page.getByRole('article', { name: NEW_CAR });
    await card.waitFor();
    await expect.poll(() => card.getByText('Available').isVisible()).toBe(true);

    const cars = await catalogue();
    expect(cars.at(-1)?.name).toBe(NEW_CAR);

    const visitor = await openPage(browser);
    try {
      await goto(visitor.page, '/services/bookcar');
      const listed = visitor.page.getByRole('article', { name: NEW_CAR });
      await listed.waitFor();
      await expect.poll(() => listed.getByText('E2E 5% OFF').isVisible()).toBe(true);
      await expectImageLoaded(listed.getByRole('img', { name: NEW_CAR }));
    } finally {
      await visitor.close();
    }
  });

  it("dragging the new car onto the card before it saves the order ('Car order saved!'), and the catalogue follows", async () => {
    const { page } = adminTab;
    await goto(page, '/admin/car-listing');
    const before = await catalogue();
    const index = before.findIndex((c) => c.name === NEW_CAR);
    expect(index).toBeGreaterThan(0);
    const neighbour = before[index - 1];

    const source = page.getByRole('article', { name: NEW_CAR });
    const target = page.getByRole('article', { name: neighbour.name, exact: true });
    await source.scrollIntoViewIfNeeded();
    await target.scrollIntoViewIfNeeded();
    const from = (await source.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + 40);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + 40, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 15 });
    await page.mouse.up();
    await page.getByText('Car order saved!').waitFor();

    const after = (await catalogue()).map((c) => c.name);
    expect(after.indexOf(NEW_CAR)).toBe(index - 1);
    expect(after.indexOf(neighbour.name)).toBe(index);
    // Every other car keeps its place.
    expect(after.filter((n) => n !== NEW_CAR)).toEqual(before.map((c) => c.name).filter((n) => n !== NEW_CAR));
  });

  it("the admin deletes the car after confirming: 'Car deleted!', and it leaves the catalogue", async () => {
    const { page } = adminTab;
    const card = page.getByRole('article', { name: NEW_CAR });
    page.once('dialog', (dialog) => {
      void dialog.accept();
    });
    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Car deleted!').waitFor();
    await card.waitFor({ state: 'detached' });
    expect((await catalogue()).map((c) => c.name)).not.toContain(NEW_CAR);
    expect(adminTab.errors).toEqual([]);
  });
});
