// Issue 7: a car accepted for day +40 can be booked for tomorrow from /services/bookcar with dates chosen; the modal
// marks the busy days and shows the server quote; the amount appears for the customer and on the admin screen;
// the cancel flow shows the charge; the admin charts render; the booking mails arrive at the SMTP capture.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Dialog, Locator, Page } from 'playwright-core';
import { goto, launchBrowser, openPage, signInCustomer, startSignedIn, type OpenedPage } from './browser.js';
import { admin, api, baseURL, gql, mailMark, waitForMail } from './harness.js';

const tag = `pd${Date.now().toString(36)}`;
const customer = { name: `Pari ${tag}`, email: `${tag}@e2e.test`, phone: '9876507777' };
const CAR = 'Breeza';
const OPERATOR = 'desk@e2e.test';
const WAIT = { timeout: 10_000 };

let browser: Browser;
let shopper: OpenedPage;
let staff: OpenedPage;
let token: string;
let adminToken: string;
let carId: string;
let price: number;
let futureId: string;
let mark: number;

function cityDate(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));
}
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
/** A day and a time as the customer's mail says them: "28 Nov 2026, 10:00 am" (server common/language.ts, sayDate). */
const said = (date: string, time: string) =>
  `${new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))}, ${
    Number(time.slice(0, 2)) % 12 || 12
  }:${time.slice(3)} ${Number(time.slice(0, 2)) < 12 ? 'am' : 'pm'}`;
const shown = (locator: Locator) => locator.isVisible();
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const json = (body: unknown, bearer?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
  body: JSON.stringify(body),
});

/** Answers the page's next dialogs in order, and reports their messages. */
function nextDialogs(page: Page, answers: ((d: Dialog) => Promise<void>)[]): Promise<string[]> {
  const messages: string[] = [];
  return new Promise((resolve) => {
    const handle = (dialog: Dialog) => {
      messages.push(dialog.message());
      const answer = answers[messages.length - 1];
      void answer(dialog).then(() => {
        if (messages.length === answers.length) {
          page.off('dialog', handle);
          resolve(messages);
        }
      });
    };
    page.on('dialog', handle);
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const session = await signInCustomer(customer);
  token = session.token;
  adminToken = (
    (await (await api('/api/v1/admin/login', json({ email: admin.email, password: admin.password }))).json()) as { token: string }
  ).token;
  const cars = await gql<{ cars: { id: string; name: string; price: number; offer: string | null }[] }>('{ cars { id name price offer } }');
  const car = cars.data!.cars.find((c) => c.name === CAR)!;
  carId = car.id;
  // A car's "N% OFF" badge is a price rule the quote and the booking apply (issue 31): a day's rent is the price less it.
  const percentOff = Number(/^(\d+)% OFF$/.exec(car.offer ?? '')?.[1] ?? 0);
  price = car.price - Math.round((car.price * percentOff) / 100);

  // Staff accepted a booking of the car for day +40 to day +41.
  const created = await gql<{ createBooking: { id: string } }>(
    'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }',
    {
      input: {
        carId,
        name: customer.name,
        phone: customer.phone,
        license: 'MP09 2020 0007777',
        pickupDate: cityDate(40),
        pickupTime: '10:00',
        dropDate: cityDate(41),
        dropTime: '10:00',
        bookFor: 'Daily',
      },
    },
    token,
  );
  expect(created.errors).toBeUndefined();
  futureId = created.data!.createBooking.id;
  const accepted = await api(`/api/v1/bookingsnew/status/${futureId}`, { ...json({ status: 'Accepted' }, adminToken), method: 'PUT' });
  expect(accepted.status).toBe(200);

  // And one Accepted for later today (a short one, not covering now), so this week has revenue whatever ran before.
  const at = (ms: number) => {
    const [date, time] = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Kolkata', dateStyle: 'short', timeStyle: 'short' })
      .format(new Date(ms))
      .split(' ');
    return { date, time };
  };
  const soon = at(Date.now() + 2 * 3_600_000);
  const later = at(Date.now() + 3 * 3_600_000);
  const thisWeek = await gql<{ createBooking: { id: string } }>(
    'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }',
    {
      input: {
        carId,
        name: customer.name,
        phone: customer.phone,
        license: 'MP09 2020 0007777',
        pickupDate: soon.date,
        pickupTime: soon.time,
        dropDate: later.date,
        dropTime: later.time,
      },
    },
    token,
  );
  expect(thisWeek.errors).toBeUndefined();
  expect(
    (
      await api(`/api/v1/bookingsnew/status/${thisWeek.data!.createBooking.id}`, {
        ...json({ status: 'Accepted' }, adminToken),
        method: 'PUT',
      })
    ).status,
  ).toBe(200);

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

describe('selling periods of a car', () => {
  it('the car accepted for day +40 is free today and for tomorrow, and busy for day +40 with when it is next free', async () => {
    const { page } = shopper;
    await goto(page, `/services/bookcar?pickupDate=${cityDate(40)}&pickupTime=18:00&dropDate=${cityDate(42)}&dropTime=10:00`);
    const busy = card(page, CAR);
    await expect.poll(() => shown(busy.getByRole('button', { name: 'Not Available for these dates' })), WAIT).toBe(true);
    // Free again after the drop-off at 10:00 and the turnaround (TURNAROUND_MINUTES, 60).
    expect(await busy.getByText(/Next free from/).textContent()).toContain('11:00 AM');

    // Dates chosen in the fields: tomorrow 10:00 to the day after.
    await page.getByLabel('Pick-up date').fill(cityDate(1));
    await page.getByLabel('Pick-up time').fill('10:00');
    await page.getByLabel('Drop-off date').fill(cityDate(2));
    await page.getByLabel('Drop-off time').fill('10:00');
    await expect.poll(() => shown(card(page, CAR).getByText('Free for these dates.')), WAIT).toBe(true);
    expect(page.url()).toContain(`pickupDate=${cityDate(1)}`);
  });

  it('Book Now opens the modal with that period; the calendar marks the busy days, a clash is explained, and the quote shows', async () => {
    const { page } = shopper;
    mark = mailMark();
    await card(page, CAR).getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Your Booking' });
    expect(await dialog.getByLabel('Pickup Date').inputValue()).toBe(cityDate(1));
    expect(await dialog.getByLabel('Drop Date').inputValue()).toBe(cityDate(2));
    await dialog.getByLabel('Book For').selectOption('Daily');
    await expect
      .poll(async () => (await dialog.getByRole('status', { name: 'Price' }).textContent()) ?? '', WAIT)
      // With GST at 18% (e2e sets OPERATOR_GSTIN): CGST and SGST, each rounded from 9%.
      .toContain(`Total (GST included) ${rupees(price + 2 * Math.round((price * 9) / 100))}`);

    // Day +40 in the fields: the calendar turns to its month with the busy days marked and refused, and the clash is explained.
    await dialog.getByLabel('Pickup Date').fill(cityDate(40));
    await dialog.getByLabel('Drop Date').fill(cityDate(41));
    await expect.poll(() => dialog.locator('.booking-calendar__busy').count(), WAIT).toBeGreaterThanOrEqual(1);
    expect(await dialog.locator('.booking-calendar__busy button').first().isDisabled()).toBe(true);
    await expect.poll(() => shown(dialog.getByRole('alert')), WAIT).toBe(true);
    expect(await dialog.getByRole('alert').textContent()).toContain('This car is already booked from');
    expect(await dialog.getByRole('button', { name: 'Confirm Booking' }).isDisabled()).toBe(true);

    await dialog.getByLabel('Pickup Date').fill(cityDate(1));
    await dialog.getByLabel('Drop Date').fill(cityDate(2));
    await dialog.getByLabel('Driving License').fill('MP09 2020 0007777');
    await expect.poll(() => dialog.getByRole('alert').count(), WAIT).toBe(0);
    const submitted = nextDialogs(page, [(d) => d.accept()]);
    await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
    expect(await submitted).toEqual(['Booking submitted. Waiting for admin approval.']);
  });

  it('the mails arrive: the customer and the operator hear of the new booking, with car, period and amount', async () => {
    const mine = await waitForMail({ to: customer.email, subject: /^Booking received: Breeza/, after: mark });
    expect(mine.text).toContain(`Period: ${said(cityDate(1), '10:00')} to ${said(cityDate(2), '10:00')} (Daily)`);
    expect(mine.text).toContain(`Amount: ${rupees(price)}`);
    const desk = await waitForMail({ to: OPERATOR, subject: /^New booking: Breeza/, after: mark });
    expect(desk.text).toContain(customer.name);
  });

  it('the customer sees the amount on /bookings', async () => {
    const { page } = shopper;
    await goto(page, '/bookings');
    const booking = page.getByRole('article', { name: CAR }).filter({ hasText: 'Pending' });
    await expect.poll(() => shown(booking.first()), WAIT).toBe(true);
    expect(await booking.first().textContent()).toContain(rupees(price));
  });

  it('the admin sees the amount in All Bookings and the charts render', async () => {
    const { page } = staff;
    await goto(page, '/admin/dashboard');
    const row = page.locator('tr', { has: page.getByRole('rowheader', { name: customer.name }) }).first();
    await expect.poll(() => shown(row), { timeout: 15_000 }).toBe(true);
    expect(await row.textContent()).toContain(rupees(price));
    for (const title of [
      'Bookings per day (last 30 days)',
      'Revenue per week (Accepted and Completed)',
      'Share of the next 30 days booked, per car',
    ]) {
      const chart = page.getByRole('figure', { name: title });
      await expect.poll(() => chart.locator('svg.recharts-surface').count(), WAIT).toBeGreaterThan(0);
    }
    expect(
      await page.getByRole('figure', { name: 'Bookings per day (last 30 days)' }).locator('.recharts-bar-rectangle').count(),
    ).toBeGreaterThan(0);
  });

  it('cancelling the Accepted day +40 booking shows the charge first, then stores and mails it', async () => {
    const { page } = shopper;
    mark = mailMark();
    await goto(page, '/bookings');
    // The customer paid the advance at the counter: what the policy refunds is what was paid (issue 18).
    const paid = await gql<{ recordPayment: { amount: number } }>(
      `mutation { recordPayment(bookingId: "${futureId}", purpose: ADVANCE, method: CASH, amount: ${price}, reference: null) { amount } }`,
      {},
      adminToken,
    );
    expect(paid.data?.recordPayment.amount).toBe(price);
    const future = page.getByRole('article', { name: CAR }).filter({ hasText: 'Accepted' }).filter({ hasText: 'Daily' }).first();
    await expect.poll(() => shown(future), WAIT).toBe(true);
    // The charge in the site's dialog, then SPEC.md's reason prompt (the browser's own).
    const prompted = nextDialogs(page, [(d) => d.accept('Trip called off')]);
    await future.getByRole('button', { name: 'Cancel Booking' }).click();
    const terms = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect.poll(() => shown(terms), WAIT).toBe(true);
    await expect
      .poll(() => terms.textContent(), WAIT)
      .toContain(`costs ${rupees(0)}; your advance of ${rupees(price)} is refunded in full.`);
    await terms.getByRole('button', { name: 'Yes, cancel booking' }).click();
    expect(await prompted).toEqual(['Provide a reason for cancellation:']);
    await expect.poll(() => shown(page.getByText('Booking cancelled.', { exact: true })), WAIT).toBe(true);
    await page.getByRole('tab', { name: /^History/ }).click();
    const cancelled = page.getByRole('article', { name: CAR }).filter({ hasText: 'Trip called off' });
    await expect.poll(() => shown(cancelled), WAIT).toBe(true);
    expect(await cancelled.textContent()).toMatch(new RegExp(`Cancellation charge₹0.*Refund${rupees(price).replace('₹', '₹')}`));
    const mail = await waitForMail({ to: customer.email, subject: /^Booking cancelled: Breeza/, after: mark });
    expect(mail.text).toContain('Cancellation charge: ₹0');
    expect(mail.text).toContain(`Refund: ${rupees(price)}`);
    await waitForMail({ to: OPERATOR, subject: /^Booking cancelled: Breeza/, after: mark });
  });

  it('raised no uncaught page errors', () => {
    expect([...shopper.errors, ...staff.errors].filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});
