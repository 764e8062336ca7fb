// Issue 21 at 390 px: staff accept; the customer pays the advance by the UPI QR path and gives the UTR; staff confirm
// it on the Payments screen; the booking shows it paid. Then the customer cancels, and staff close the refund task.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { goto, launchBrowser, openPage, signInAsAdmin, signInCustomer, startSignedIn, type OpenedPage } from './browser.js';
import { acceptAsStaff, api } from './harness.js';

const tag = `pay${Date.now().toString(36)}`;
const customer = { name: `Pari ${tag}`, email: `${tag}@e2e.test`, phone: '9876507777' };
const CAR = 'Ertiga';
const UTR = `9${Date.now().toString().slice(-11)}`;
const WAIT = { timeout: 10_000 };
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let shopper: OpenedPage;
let staff: OpenedPage;
let bookingId: string;
let advance: number;
let customerToken: string;

const cityDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));
const shown = (locator: Locator) => locator.isVisible();
const rupees = (n: number) => `₹${new Intl.NumberFormat('en-IN').format(n)}`;
const card = (page: Page) =>
  page.getByRole('article', { name: CAR, exact: true }).filter({ has: page.getByRole('region', { name: 'Payments' }) });

beforeAll(async () => {
  browser = await launchBrowser();
  const session = await signInCustomer(customer);
  customerToken = session.token;
  const cars = (await (await api('/api/v1/cars')).json()) as { _id: string; name: string }[];
  const booked = await api('/api/v1/bookingsnew/book', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify({
      carId: cars.find((c) => c.name === CAR)!._id,
      name: customer.name,
      phone: `91${customer.phone}`,
      license: 'MP09 2018 0007777',
      pickupDate: cityDate(40),
      pickupTime: '10:00',
      dropDate: cityDate(42),
      dropTime: '10:00',
      bookFor: 'Daily',
    }),
  });
  expect(booked.status).toBe(201);
  bookingId = ((await booked.json()) as { booking: { _id: string } }).booking._id;
  advance = await acceptAsStaff(bookingId);

  shopper = await openPage(browser, PHONE);
  await startSignedIn(shopper.context, session);
  staff = await openPage(browser, PHONE);
  await signInAsAdmin(staff.page);
});
afterAll(async () => {
  await shopper?.close();
  await staff?.close();
  await browser?.close();
});

describe('paying by UPI, at 390 px', () => {
  it('the customer sees the advance due, scans the QR code and sends the UTR', async () => {
    const { page } = shopper;
    await goto(page, '/bookings');
    const booking = card(page);
    await expect.poll(() => shown(booking.getByText(rupees(advance), { exact: true }).first()), WAIT).toBe(true);
    await booking.getByRole('button', { name: `Pay ${rupees(advance)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay the advance' });
    await expect.poll(() => shown(dialog.getByAltText(`UPI QR code to pay ${rupees(advance)}`)), WAIT).toBe(true);
    await dialog.getByLabel(/12-digit UTR/).fill(UTR);
    await dialog.getByRole('button', { name: 'I have paid' }).click();
    await expect.poll(() => shown(dialog.getByRole('status')), WAIT).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => shown(booking.getByText('Received? Our staff are checking it')), WAIT).toBe(true);
    // Issue 32: while staff check it, nothing shows as due and there is nothing to pay twice.
    expect(await booking.getByText('We are checking your payment. Nothing more to pay until we have.').isVisible()).toBe(true);
    expect(await booking.getByRole('button', { name: /^Pay / }).count()).toBe(0);
  });

  it('staff confirm the claim on the Payments screen, and the booking shows it paid', async () => {
    const { page } = staff;
    await goto(page, '/admin/payments');
    const row = page.getByRole('row').filter({ hasText: UTR });
    await expect.poll(() => shown(row), WAIT).toBe(true);
    await row.getByRole('button', { name: 'Confirm' }).click();
    // Issue 32: the amount and the customer, asked once.
    expect(await row.getByRole('rowheader').textContent()).toBe(customer.name);
    await row.getByRole('button', { name: `Yes, confirm ${rupees(advance)}` }).click();
    await expect.poll(() => shown(page.getByText(`Payment of ${rupees(advance)} confirmed.`)), WAIT).toBe(true);

    await goto(shopper.page, '/bookings');
    const booking = card(shopper.page);
    await expect
      .poll(() => shown(booking.getByRole('listitem').filter({ hasText: UTR }).getByText('Paid', { exact: true })), WAIT)
      .toBe(true);
    expect(await booking.getByRole('button', { name: /^Pay / }).count()).toBe(0);
  });

  it('a cancellation owes the advance back; staff close the refund task and the customer sees it refunded', async () => {
    const { page } = shopper;
    const booking = card(page);
    page.on('dialog', (d) => void (d.type() === 'prompt' ? d.accept('Plans changed') : d.accept()));
    await booking.getByRole('button', { name: 'Cancel Booking' }).click();
    await page.getByRole('dialog', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Yes, cancel booking' }).click();
    await expect.poll(() => shown(page.getByText('Booking cancelled.', { exact: true })), WAIT).toBe(true);

    const { page: desk } = staff;
    desk.on('dialog', (d) => void d.accept('UPI-REV-1'));
    await goto(desk, '/admin/payments');
    const task = desk
      .getByRole('row')
      .filter({ hasText: 'REFUND_DUE' })
      .filter({ hasText: bookingId.slice(0, 8) });
    await expect.poll(() => shown(task.first()), WAIT).toBe(true);
    await task.first().getByRole('button', { name: 'Mark refunded' }).click();
    await expect.poll(() => shown(desk.getByText('Refund recorded.')), WAIT).toBe(true);

    await goto(page, '/bookings');
    await page.getByRole('tab', { name: /^History/ }).click();
    await expect.poll(() => shown(card(page).getByText('Refunded', { exact: true }).last()), WAIT).toBe(true);
  });
});
