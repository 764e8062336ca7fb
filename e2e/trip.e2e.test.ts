// Issue 20, the trip, on a phone (390 px): a customer uploads documents; staff verify them, start the trip with photos
// and a signature, record the return 2 hours late with 120 extra km, a toll and less fuel; the bill shows each line;
// settling makes the booking Completed; the invoice PDF downloads and its text holds the number, GSTIN and total.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { PDFParse } from 'pdf-parse';
import {
  goto,
  launchBrowser,
  openPage,
  signInAsAdmin,
  signInCustomer,
  startSignedIn,
  PHOTO,
  uploadLicenceAndPassport,
  type OpenedPage,
} from './browser.js';
import { acceptAsStaff, gql, sql } from './harness.js';

const tag = `tr${Date.now().toString(36)}`;
const customer = { name: `Meera ${tag}`, email: `${tag}@e2e.test`, phone: '9876507799' };
const CAR = 'Dzire';
const GSTIN = '23ABCDE1234F1Z5';
const WAIT = { timeout: 15_000 };
const PHONE = { width: 390, height: 844 };
let browser: Browser;
let shopper: OpenedPage;
let staff: OpenedPage;
let bookingId: string;
/** The return, exactly 2 hours after the booked drop-off, as the form's datetime-local value on this machine's clock. */
let returnedAt: string;

const shown = (locator: Locator) => locator.isVisible();
/** A phone camera's photo, 4,000 × 3,000 px (drawn in the browser in beforeAll): the page makes it 1,600 px wide. */
const CAMERA_PHOTO = { name: 'camera.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) };
const cityDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));
/** An instant as the city's wall clock (India: UTC+05:30). */
const wall = (at: number) => new Date(at + 330 * 60_000).toISOString();

/** Books the test's booking from `from` to `to` (instants), as the city's dates and times. */
async function setBookedPeriod(from: number, to: number): Promise<void> {
  const [pickup, drop] = [wall(from), wall(to)];
  await sql(
    'update bookings set pickup_date = $1::date, pickup_time = $2::time, drop_date = $3::date, drop_time = $4::time where id = $5',
    [pickup.slice(0, 10), pickup.slice(11, 16), drop.slice(0, 10), drop.slice(11, 16), bookingId],
  );
}

/** The booked day has passed: it began 26 hours ago and ended 2 hours ago (minutes exact), so the car is due back. */
async function pastBookedDay(): Promise<void> {
  const dropAt = Math.floor((Date.now() - 2 * 3600_000) / 60_000) * 60_000;
  const back = new Date(dropAt + 2 * 3600_000);
  returnedAt = new Date(back.getTime() - back.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await setBookedPeriod(dropAt - 24 * 3600_000, dropAt);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const session = await signInCustomer(customer);
  const cars = await gql<{ cars: { id: string; name: string }[] }>('{ cars { id name } }');
  const car = cars.data!.cars.find((c) => c.name === CAR)!;
  const created = await gql<{ createBooking: { id: string } }>(
    'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }',
    {
      input: {
        carId: car.id,
        name: customer.name,
        phone: customer.phone,
        license: 'MP09 20150012345',
        pickupDate: cityDate(80),
        pickupTime: '10:00',
        dropDate: cityDate(81),
        dropTime: '10:00',
        bookFor: 'Daily',
      },
    },
    session.token,
  );
  expect(created.errors).toBeUndefined();
  bookingId = created.data!.createBooking.id;
  await acceptAsStaff(bookingId);
  // A pick-up an hour ago, due back tomorrow: on the Trips board's pick-ups (a booking whose drop-off day has passed in
  // the city is not, so the booked day is made past only once the keys are out: see pastBookedDay).
  const pickupAt = Math.floor((Date.now() - 3600_000) / 60_000) * 60_000;
  await setBookedPeriod(pickupAt, pickupAt + 24 * 3600_000);
  shopper = await openPage(browser, PHONE);
  await startSignedIn(shopper.context, session);
  staff = await openPage(browser, PHONE);
  await signInAsAdmin(staff.page);
  const jpeg = await staff.page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const g = canvas.getContext('2d')!;
    for (let i = 0; i < 400; i++) {
      g.fillStyle = `hsl(${i * 37} 60% 50%)`;
      g.fillRect((i * 97) % 4000, (i * 53) % 3000, 180, 140);
    }
    return canvas.toDataURL('image/jpeg', 0.95).split(',')[1];
  });
  CAMERA_PHOTO.buffer = Buffer.from(jpeg, 'base64');
});
afterAll(async () => {
  await shopper?.close();
  await staff?.close();
  await browser?.close();
});

describe('a trip at the counter, on a phone', () => {
  it('the customer uploads a licence and a passport; staff verify both', async () => {
    await goto(shopper.page, '/profile');
    await uploadLicenceAndPassport(shopper.page, PHOTO);
    const { page } = staff;
    await goto(page, '/admin/documents');
    for (const what of ['Driving licence', 'Passport']) {
      const card = page.getByRole('listitem', { name: `${what} of ${customer.name}` });
      await expect.poll(() => shown(card.getByRole('button', { name: 'Verify' })), WAIT).toBe(true);
      await card.getByRole('button', { name: 'Verify' }).click();
      await expect.poll(() => card.count(), WAIT).toBe(0);
    }
  });

  it('staff start the trip with the readings, four photos and a signature; the customer sees On trip', async () => {
    const { page } = staff;
    await goto(page, '/admin/trips');
    const card = page.getByRole('listitem', { name: `${CAR} for ${customer.name}` });
    await expect.poll(() => shown(card.getByRole('button', { name: 'Start trip' })), WAIT).toBe(true);
    await card.getByRole('button', { name: 'Start trip' }).click();
    const form = card.getByRole('form', { name: 'Hand over the keys' });
    await form.getByLabel('Odometer (km)').fill('20000');
    await form.getByLabel('Fuel (eighths of a tank)').selectOption('8');
    // Issue 32: the camera answers one photo per capture; four captures make four photos, each made small first.
    const camera = form.getByLabel('Photos of the car (at least 4)');
    for (const n of [1, 2, 3, 4]) {
      await camera.setInputFiles({ ...CAMERA_PHOTO, name: `car-${n}.jpg` });
      await expect.poll(() => form.getByText(n === 1 ? '1 photo ready' : `${n} photos ready`).isVisible(), WAIT).toBe(true);
    }
    // A thumbnail's picture shows a render after the count (its object URL is made by an effect).
    await expect.poll(() => form.getByRole('img', { name: /^Shot \d$/ }).count(), WAIT).toBe(4);
    // A blurred one is taken out and taken again.
    await form.getByRole('button', { name: 'Remove photo 3' }).click();
    await expect.poll(() => form.getByText('3 photos ready').isVisible(), WAIT).toBe(true);
    await camera.setInputFiles({ ...CAMERA_PHOTO, name: 'car-3-again.jpg' });
    await expect.poll(() => form.getByText('4 photos ready').isVisible(), WAIT).toBe(true);
    await form.getByLabel('I have seen the original driving licence and Aadhaar card').check();
    // The customer signs on the screen: a stroke across the pad.
    const pad = form.getByLabel('Sign here with a finger or the mouse');
    await expect.poll(() => shown(pad), WAIT).toBe(true);
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + 20, { steps: 8 });
    await page.mouse.move(box.x + box.width - 20, box.y + box.height - 20, { steps: 8 });
    await page.mouse.up();
    await form.getByRole('button', { name: 'Start trip' }).click();
    await expect.poll(() => shown(card.getByRole('button', { name: 'Record return' })), WAIT).toBe(true);
    // The keys were handed over at the booked pick-up (the test's clock cannot wait a day).
    await sql("update trips set started_at = now() - interval '26 hours' where booking_id = $1", [bookingId]);
    await pastBookedDay();

    await goto(shopper.page, '/bookings');
    await shopper.page.getByRole('tab', { name: /Ongoing/ }).click();
    const booking = shopper.page.getByRole('article', { name: CAR, exact: true });
    await expect.poll(() => shown(booking.getByText('On trip', { exact: true })), WAIT).toBe(true);
  });

  it('the return, 2 hours late with 120 extra km, a toll and less fuel: the bill shows each line', async () => {
    const { page } = staff;
    // The page is on /admin/trips already (a goto there changes no document): a reload reads the board as it is now.
    await goto(page, '/admin/trips');
    await page.reload({ waitUntil: 'load' });
    const overdue = page.getByRole('region', { name: 'Overdue returns' });
    const card = overdue.getByRole('listitem', { name: `${CAR} for ${customer.name}` });
    await expect.poll(() => shown(card.getByText(/^2 h \d+ min late$/)), WAIT).toBe(true);
    await card.getByRole('button', { name: 'Record return' }).click();
    const form = card.getByRole('form', { name: 'Record the return' });
    // The form starts at the current minute; the test's steps take minutes, so the return is set to drop-off + 2 h.
    await form.getByLabel('Returned at').fill(returnedAt);
    // 250 km are included in a 1-day booking; 370 driven is 120 extra.
    await form.getByLabel('Odometer (km)').fill('20370');
    await form.getByLabel('Fuel (eighths of a tank)').selectOption('6');
    await form.getByRole('button', { name: 'Add a charge' }).click();
    await form.getByLabel('Charge 1 kind').selectOption('TOLL');
    await form.getByLabel('Charge 1 note').fill('Indore-Dewas toll');
    await form.getByLabel('Charge 1 amount in rupees').fill('120');
    await form.getByRole('button', { name: 'Record return and show the bill' }).click();

    const toSettle = page.getByRole('region', { name: 'Bills to settle' }).getByRole('listitem', { name: `${CAR} for ${customer.name}` });
    const bill = toSettle.getByRole('table');
    await expect.poll(() => shown(bill), WAIT).toBe(true);
    const rows = (await bill.getByRole('row').allTextContents()).join('\n');
    expect(rows).toContain('Rent as booked');
    expect(rows).toMatch(/Late return \(2 h 0 min\), per started hour\s*2/);
    expect(rows).toMatch(/Extra km \(370 km driven, 250 km included\)\s*120/);
    expect(rows).toMatch(/Fuel below the handover level \(2\/8 of a tank\)\s*2₹600₹1,200/);
    expect(rows).toContain('Indore-Dewas toll');
    expect(await toSettle.getByText('CGST', { exact: true }).isVisible()).toBe(true);
  });

  it('settling makes the booking Completed, and the invoice PDF holds its number, the GSTIN and the total', async () => {
    const { page } = staff;
    const card = page.getByRole('region', { name: 'Bills to settle' }).getByRole('listitem', { name: `${CAR} for ${customer.name}` });
    const total = (await card.locator('.bill__total').first().locator('dd').textContent())!.trim();
    await card.getByLabel('Paid by').selectOption('CASH');
    await card.getByRole('button', { name: 'Settle bill' }).click();
    // Issue 32: staff confirm once what is recorded; then the screen keeps the invoice at hand.
    await expect
      .poll(() => card.getByText(/by Cash\. The booking becomes Completed and the invoice is issued\. Settle now\?/).isVisible(), WAIT)
      .toBe(true);
    await card.getByRole('button', { name: 'Yes, settle' }).click();
    await expect.poll(() => card.count(), WAIT).toBe(0);
    const invoiceButton = page.getByRole('button', { name: /^Open invoice ID\/\d\d-\d\d\/\d{6}$/ });
    await expect.poll(() => shown(invoiceButton), WAIT).toBe(true);
    const [staffCopy] = await Promise.all([page.waitForEvent('download'), invoiceButton.click()]);
    expect(
      readFileSync((await staffCopy.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const { page: mine } = shopper;
    await goto(mine, '/bookings');
    await mine.getByRole('tab', { name: /History/ }).click();
    const booking = mine.getByRole('article', { name: CAR, exact: true });
    await expect.poll(() => shown(booking.getByText('Completed', { exact: true })), WAIT).toBe(true);
    const button = booking.getByRole('button', { name: /^Download invoice ID\/\d\d-\d\d\/\d{6}$/ });
    await expect.poll(() => shown(button), WAIT).toBe(true);
    const number = (await button.textContent())!.replace('Download invoice ', '');
    const [download] = await Promise.all([mine.waitForEvent('download'), button.click()]);
    const parser = new PDFParse({ data: new Uint8Array(readFileSync((await download.path())!)) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain(number);
    expect(text).toContain(GSTIN);
    expect(text).toContain(total);
  });
});
