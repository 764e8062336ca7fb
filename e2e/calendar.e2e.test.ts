// Issue 22: staff block a car for days +3 to +5 on the fleet calendar and the customer's calendar shows those days
// busy (never the reason); the demo weekend rule shows in the quote's breakdown; a delivery booking shows its fee.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Dialog, Locator, Page } from 'playwright-core';
import { goto, launchBrowser, openPage, signInCustomer, startSignedIn, type OpenedPage } from './browser.js';
import { admin, api, baseURL } from './harness.js';

const tag = `cl${Date.now().toString(36)}`;
const customer = { name: `Kavya ${tag}`, email: `${tag}@e2e.test`, phone: '9876508888' };
const BLOCKED = 'Dzire';
const WEEKEND_CAR = 'Fortuner';
const DELIVERED = 'Baleno';
const WAIT = { timeout: 10_000 };

let browser: Browser;
let shopper: OpenedPage;
let staff: OpenedPage;
let token: string;

function cityDate(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));
}
/** The first Saturday at least two days ahead. */
function nextSaturday(): number {
  for (let days = 2; ; days += 1) if (new Date(`${cityDate(days)}T00:00:00Z`).getUTCDay() === 6) return days;
}
const shown = (locator: Locator) => locator.isVisible();
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const nextDialog = (page: Page) =>
  new Promise<string>((resolve) =>
    page.once('dialog', (d: Dialog) => {
      resolve(d.message());
      void d.accept();
    }),
  );

async function openModal(page: Page, car: string) {
  // The previous test's modal closes first (the listing's route is the same, so going there changes nothing).
  const open = page.getByRole('dialog', { name: 'Complete Your Booking' });
  if (await open.count()) await open.getByRole('button', { name: 'Cancel' }).click();
  await goto(page, '/services/bookcar');
  await card(page, car).getByRole('button', { name: 'Book Now' }).click();
  return page.getByRole('dialog', { name: 'Complete Your Booking' });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const session = await signInCustomer(customer);
  token = session.token;
  const login = await api('/api/v1/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  const adminToken = ((await login.json()) as { token: string }).token;
  shopper = await openPage(browser);
  await startSignedIn(shopper.context, session);
  staff = await openPage(browser);
  await staff.context.addInitScript(
    ([origin, t]) => {
      if (window.location.origin === origin) sessionStorage.setItem('adminToken', t);
    },
    [baseURL, adminToken],
  );
});
afterAll(async () => {
  await shopper?.close();
  await staff?.close();
  await browser?.close();
});

describe("the operator's calendar and prices", () => {
  it('staff block a car for days +3 to +5 on the fleet calendar', async () => {
    const { page } = staff;
    await goto(page, '/admin/calendar');
    const form = page.getByRole('form', { name: 'Block a car' });
    await expect.poll(() => shown(form), WAIT).toBe(true);
    await form.getByLabel('Car').selectOption({ label: BLOCKED });
    await form.getByLabel('From (Indore time)').fill(`${cityDate(3)}T00:00`);
    await form.getByLabel('To (Indore time)').fill(`${cityDate(6)}T00:00`);
    await form.getByLabel('Reason').selectOption('repair');
    await form.getByRole('button', { name: 'Block' }).click();
    await expect.poll(async () => (await form.getByRole('status').textContent()) ?? '', WAIT).toContain('Car blocked.');
    const row = page.getByRole('row', { name: BLOCKED });
    await expect.poll(() => row.getByText('repair').count(), WAIT).toBe(3);
    expect(staff.errors).toEqual([]);
  });

  it("the customer's calendar shows those days busy, without the reason, and the dates are refused", async () => {
    const { page } = shopper;
    const dialog = await openModal(page, BLOCKED);
    await dialog.getByLabel('Pickup Date').fill(cityDate(3));
    await dialog.getByLabel('Drop Date').fill(cityDate(4));
    await expect.poll(async () => (await dialog.getByRole('alert').textContent()) ?? '', WAIT).toContain('This car is already booked');
    const month = cityDate(3).slice(0, 7);
    for (const day of [3, 4, 5].map(cityDate).filter((d) => d.startsWith(month))) {
      await expect.poll(() => dialog.locator(`.booking-calendar__busy[data-day="${day}"]`).count(), WAIT).toBe(1);
    }
    expect(await dialog.textContent()).not.toMatch(/repair/i);
    expect(await dialog.getByRole('button', { name: 'Confirm Booking' }).isDisabled()).toBe(true);
  });

  it("a weekend rule shows in the quote's breakdown", async () => {
    const { page } = shopper;
    const dialog = await openModal(page, WEEKEND_CAR);
    const saturday = nextSaturday();
    await dialog.getByLabel('Pickup Date').fill(cityDate(saturday));
    await dialog.getByLabel('Pickup Time').fill('10:00');
    await dialog.getByLabel('Drop Date').fill(cityDate(saturday + 2));
    await dialog.getByLabel('Drop Time').fill('10:00');
    await dialog.getByLabel('Book For').selectOption('Daily');
    const breakdown = dialog.getByRole('list', { name: 'Price breakdown' });
    await expect.poll(async () => (await breakdown.textContent().catch(() => '')) ?? '', WAIT).toContain('Weekend (2 days)');
  });

  it('a delivery booking shows its fee in the quote and in the amount', async () => {
    const { page } = shopper;
    const dialog = await openModal(page, DELIVERED);
    await dialog.getByLabel('Driving License').fill('MP09 2021 0008888');
    await dialog.getByLabel('Pickup Date').fill(cityDate(8));
    await dialog.getByLabel('Pickup Time').fill('10:00');
    await dialog.getByLabel('Drop Date').fill(cityDate(9));
    await dialog.getByLabel('Drop Time').fill('10:00');
    await dialog.getByLabel('Book For').selectOption('Daily');
    await dialog.getByLabel('Pick-up and return').selectOption('pickup');
    await dialog.getByLabel('Delivery address', { exact: true }).fill('Flat 4, Vijay Nagar');
    const breakdown = dialog.getByRole('list', { name: 'Price breakdown' });
    await expect.poll(async () => (await breakdown.textContent().catch(() => '')) ?? '', WAIT).toContain('Doorstep delivery at pick-up');
    expect(await breakdown.textContent()).toContain('₹500');
    const alert = nextDialog(page);
    await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
    expect(await alert).toBe('Booking submitted. Waiting for admin approval.');
    const mine = (await (await api('/api/v1/bookingsnew/my', { headers: { authorization: `Bearer ${token}` } })).json()) as {
      bookings: { amount: number; carId: { name: string; price: number } }[];
    };
    const booked = mine.bookings.find((b) => b.carId.name === DELIVERED)!;
    expect(booked.amount).toBe(booked.carId.price + 500);
  });
});
