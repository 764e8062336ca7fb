// Issue 3, admins: sign in at /wp-admin, see the dashboard, get sent back to /wp-admin when the stored token is
// tampered with, and use the users table: search, sort, pages, CSV download, bulk delete after the confirm dialog.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { goto, launchBrowser, openPage, type OpenedPage, signInAsAdmin } from './browser.js';
import { admin, api, mailMark, otpFrom, waitForMail } from './harness.js';

const tag = `usr${Date.now().toString(36)}`;
// Twelve customers: two pages of the table. Names start with the tag so a search finds only these.
const FIRST_NAMES = ['Aarav', 'Bhavna', 'Chetan', 'Deepa', 'Eshan', 'Farah', 'Gopal', 'Hema', 'Irfan', 'Jaya', 'Kunal', 'Lata'];
const customers = FIRST_NAMES.map((first, i) => ({
  name: `${tag} ${first}`,
  email: `${tag}-${first.toLowerCase()}@e2e.test`,
  phone: `98${String(Date.now() % 1e6).padStart(6, '0')}${String(i).padStart(2, '0')}`,
}));

let browser: Browser;
let opened: OpenedPage;
let page: Page;

/**
 * Signs a customer up over the REST API with the code from the mail. Each from its own client address (the app
 * trusts X-Forwarded-For from loopback), so these sign-ups do not use up the browser's per-IP OTP allowance.
 */
async function createCustomer(person: (typeof customers)[number], i: number) {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${Date.now() % 200}.${i + 1}` };
  const mark = mailMark();
  const sent = await api('/api/auth/send-email-otp', { method: 'POST', headers, body: JSON.stringify(person) });
  expect(sent.status, await sent.clone().text()).toBe(200);
  const otp = otpFrom(await waitForMail({ to: person.email, after: mark }));
  const verified = await api('/api/auth/verify-email-otp', { method: 'POST', headers, body: JSON.stringify({ email: person.email, otp }) });
  expect(verified.status, await verified.clone().text()).toBe(200);
}

async function adminLogin() {
  await signInAsAdmin(page);
  await page.waitForURL((url) => url.hash === '#/admin/dashboard');
}

const rowNames = () => page.locator('tbody th[scope="row"]').allTextContents();
const summary = () => page.getByText(/^Showing \d+-\d+ of \d+ users$/).textContent();

beforeAll(async () => {
  for (const [i, person] of customers.entries()) await createCustomer(person, i);
  browser = await launchBrowser();
  opened = await openPage(browser);
  page = opened.page;
});
afterAll(async () => {
  await opened?.close();
  await browser?.close();
});

describe('admin panel in the browser', () => {
  it("refuses a wrong password with the server's message", async () => {
    await goto(page, '/wp-admin');
    await page.getByLabel('Email', { exact: true }).fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByText('Invalid email or password.', { exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('adminToken'))).toBeNull();
  });

  it('signs in and shows the dashboard figures, each linking to its screen', async () => {
    await adminLogin();
    expect(await page.evaluate(() => sessionStorage.getItem('adminToken'))).toBeTruthy();
    for (const label of [
      'Pending bookings',
      "Today's pick-ups",
      "Today's drop-offs",
      'Cars booked',
      'Cars available',
      'New contact messages (7 days)',
      'Reviews awaiting moderation',
    ]) {
      await page.getByText(label, { exact: true }).waitFor();
    }
    await page.getByRole('link', { name: 'Moderate reviews' }).click();
    await page.waitForURL((url) => url.hash === '#/admin/reviews');
  });

  it('goes to /wp-admin and drops the token when the stored token is tampered with', async () => {
    await page.evaluate(() => sessionStorage.setItem('adminToken', 'tampered.admin.token'));
    // The admin screens' own polls (the pending and unpaid counts) may meet the bad token before the click does;
    // either way the panel must end on /wp-admin.
    const left = page.waitForURL((url) => url.hash === '#/wp-admin');
    const users = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' });
    await Promise.race([left, users.click().catch(() => left)]);
    await left;
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('adminToken'))).toBeNull();
  });

  it('searches, sorts and pages through the users', async () => {
    await adminLogin();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('rowheader').first().waitFor();
    await page.getByRole('searchbox', { name: 'Search users by name, email or phone' }).fill(tag);
    await expect.poll(summary).toBe('Showing 1-10 of 12 users');

    await page.getByRole('combobox', { name: 'Sort users' }).selectOption('NAME_ASC');
    await expect.poll(rowNames).toEqual(customers.slice(0, 10).map((c) => c.name));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(rowNames).toEqual(customers.slice(10).map((c) => c.name));
    expect(await summary()).toBe('Showing 11-12 of 12 users');

    await page.getByRole('combobox', { name: 'Sort users' }).selectOption('NAME_DESC');
    await expect.poll(rowNames).toEqual(
      [...customers]
        .reverse()
        .slice(0, 10)
        .map((c) => c.name),
    );

    await page.getByRole('combobox', { name: 'Filter users' }).selectOption('UNVERIFIED');
    await expect.poll(() => page.getByText('No users found.', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('combobox', { name: 'Filter users' }).selectOption('VERIFIED');
    await expect.poll(summary).toBe('Showing 1-10 of 12 users');
  });

  it('downloads all-users.csv with every matching user, not only the page shown', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('all-users.csv');
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Name,Phone,Email,Address,Gender,DOB,Verified,Registered');
    expect(lines).toHaveLength(13);
    const kunal = customers[10];
    // Z-A order, as on screen; the phone starts with + so it is neutralised against formula injection.
    expect(lines[2]).toMatch(new RegExp(`^${kunal.name},'\\+91${kunal.phone},${kunal.email},,,,Yes,\\d{4}-\\d{2}-\\d{2}$`));
    for (const person of customers) expect(csv).toContain(person.email);
  });

  it('bulk-deletes the selected users after the confirm dialog', async () => {
    await page.getByRole('checkbox', { name: 'Select all users on this page' }).check();
    const dialogs: string[] = [];
    // The click returns only once the dialog is answered: answer it from the handler.
    page.once('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Delete selected (10)' }).click();
    expect(dialogs).toEqual([expect.stringMatching(/^confirm: Delete the 10 selected users\?/)]);
    await page.getByText('10 users deleted.', { exact: true }).waitFor();
    await expect.poll(summary).toBe('Showing 1-2 of 2 users');
    await expect.poll(rowNames).toEqual([customers[1].name, customers[0].name]);

    // Delete one: nothing happens when the confirm is dismissed, the row goes when it is accepted.
    page.once('dialog', (dialog) => {
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: `Delete ${customers[0].name}` }).click();
    page.once('dialog', (dialog) => {
      void dialog.accept();
    });
    await page.getByRole('button', { name: `Delete ${customers[0].name}` }).click();
    await page.getByText(`${customers[0].name} was deleted.`, { exact: true }).waitFor();
    await expect.poll(rowNames).toEqual([customers[1].name]);
  });
});
