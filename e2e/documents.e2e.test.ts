// Issue 20, documents: on a phone (390 px) a customer with a booking sees which documents it still needs, uploads a
// driving licence and an ID proof on /profile; staff verify both on the admin Documents screen (the private
// photos fetched with the admin token); the customer's booking no longer shows the issue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
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
import { gql } from './harness.js';

const tag = `dc${Date.now().toString(36)}`;
const customer = { name: `Kavya ${tag}`, email: `${tag}@e2e.test`, phone: '9876507788' };
const CAR = 'Aura';
const WAIT = { timeout: 15_000 };
const PHONE = { width: 390, height: 844 };
let browser: Browser;
let shopper: OpenedPage;
let staff: OpenedPage;

function cityDate(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));
}
const shown = (locator: Locator) => locator.isVisible();

beforeAll(async () => {
  browser = await launchBrowser();
  const session = await signInCustomer(customer);
  const cars = await gql<{ cars: { id: string; name: string }[] }>('{ cars { id name } }');
  const car = cars.data!.cars.find((c) => c.name === CAR)!;
  const created = await gql(
    'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }',
    {
      input: {
        carId: car.id,
        name: customer.name,
        phone: customer.phone,
        license: 'MP09 2019 0007788',
        pickupDate: cityDate(61),
        pickupTime: '10:00',
        dropDate: cityDate(62),
        dropTime: '10:00',
        bookFor: 'Daily',
      },
    },
    session.token,
  );
  expect(created.errors).toBeUndefined();
  shopper = await openPage(browser, PHONE);
  await startSignedIn(shopper.context, session);
  staff = await openPage(browser, PHONE);
});
afterAll(async () => {
  await shopper?.close();
  await staff?.close();
  await browser?.close();
});

describe('documents on a phone', () => {
  it('the booking says which documents are missing and links to the profile', async () => {
    const { page } = shopper;
    await goto(page, '/bookings');
    const booking = page.getByRole('article', { name: CAR, exact: true });
    await expect.poll(() => shown(booking.getByText('No driving licence uploaded')), WAIT).toBe(true);
    expect(await booking.getByText('No ID proof uploaded').isVisible()).toBe(true);
    await booking.getByRole('link', { name: 'Upload your documents' }).click();
    await expect.poll(() => shown(page.getByRole('heading', { name: 'Documents' })), WAIT).toBe(true);
  });

  it('the customer uploads a licence and an ID proof on /profile', async () => {
    const { page } = shopper;
    await uploadLicenceAndPassport(page, PHOTO);
    expect(await page.getByRole('region', { name: 'Driving licence' }).getByText('Waiting for our staff to check it').isVisible()).toBe(
      true,
    );
  });

  it('staff verify both on the admin Documents screen, photos shown', async () => {
    const { page } = staff;
    await signInAsAdmin(page);
    await goto(page, '/admin/documents');
    for (const what of ['Driving licence', 'Passport']) {
      const card = page.getByRole('listitem', { name: `${what} of ${customer.name}` });
      await expect.poll(() => shown(card.getByRole('img', { name: `${what} of ${customer.name}, front` })), WAIT).toBe(true);
      await card.getByRole('button', { name: 'Verify' }).click();
      await expect.poll(() => card.count(), WAIT).toBe(0);
    }
  });

  it("the customer's booking no longer shows a document issue", async () => {
    const { page } = shopper;
    await goto(page, '/bookings');
    const booking = page.getByRole('article', { name: CAR, exact: true });
    await expect.poll(() => shown(booking), WAIT).toBe(true);
    await expect
      .poll(async () => (await booking.getByRole('note', { name: 'Documents needed before pick-up' }).allTextContents()).join(' | '), WAIT)
      .toBe('');
    await goto(page, '/profile');
    await expect.poll(() => page.getByText('Verified', { exact: true }).count(), WAIT).toBe(2);
  });
});
