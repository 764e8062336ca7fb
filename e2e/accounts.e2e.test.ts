// Issue 3, customers: sign in with the code from the captured mail, update the profile with a picture, see it in
// the header, log out, sign in again with the mail's link; a stored token the server refuses ends the session and
// sends the customer to /userlogin.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { goto, launchBrowser, openPage, type OpenedPage } from './browser.js';
import { api, baseURL, mailMark, otpFrom, waitForMail } from './harness.js';

const tag = `acc${Date.now().toString(36)}`;
const customer = { name: `Asha ${tag}`, email: `${tag}@e2e.test`, phone: '9876501234' };

let browser: Browser;
let opened: OpenedPage;
let page: Page;

/** A real 24x24 orange PNG (CRCs included), so the server's byte check accepts it as an image. */
function writePng(): string {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const size = 24;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(
    Array.from({ length: size }, () => Buffer.from([0, ...Array.from({ length: size }, () => [249, 115, 22]).flat()])),
  );
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-accounts-')), 'me.png');
  writeFileSync(file, png);
  return file;
}

const storage = (key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);
const headerPicture = () => page.locator('header').getByRole('img', { name: 'Profile' });

beforeAll(async () => {
  browser = await launchBrowser();
  opened = await openPage(browser);
  page = opened.page;
});
afterAll(async () => {
  await opened?.close();
  await browser?.close();
});

describe('customer account in the browser', () => {
  it('shows the sign-in validation messages of the spec', async () => {
    await goto(page, '/userlogin');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    for (const text of ['Name is required', 'Valid email required', 'Valid 10-digit phone number required']) {
      await expect.poll(() => page.getByText(text, { exact: true }).isVisible()).toBe(true);
    }
    const phone = page.getByLabel('Phone', { exact: true });
    await phone.pressSequentially('98a76-5x012349999');
    expect(await phone.inputValue()).toBe('9876501234');
  });

  it('signs in with the 4-digit code from the mail and lands on /', async () => {
    await goto(page, '/userlogin');
    await page.getByLabel('Name', { exact: true }).fill(customer.name);
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByLabel('Phone', { exact: true }).fill(customer.phone);
    const mark = mailMark();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('OTP', { exact: true }).waitFor();
    const code = otpFrom(await waitForMail({ to: customer.email, after: mark }));

    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect.poll(() => page.getByText('Enter 4-digit OTP', { exact: true }).isVisible()).toBe(true);
    await page.getByLabel('OTP', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();

    await page.waitForURL((url) => url.hash === '#/');
    expect(await storage('token')).toBeTruthy();
    expect(JSON.parse((await storage('user'))!)).toMatchObject({
      name: customer.name,
      email: customer.email,
      phone: `+91${customer.phone}`,
    });
    await expect.poll(() => page.getByRole('button', { name: 'Open profile menu' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).count()).toBe(0);
  });

  it('updates the profile with a picture, and the header shows the new picture', async () => {
    await goto(page, '/profile');
    expect(await page.getByLabel('Phone', { exact: true }).getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('Email', { exact: true }).getAttribute('readonly')).not.toBeNull();
    await page.getByLabel('Name', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText('Name is required', { exact: true }).isVisible()).toBe(true);

    await page.getByLabel('Name', { exact: true }).fill(`${customer.name} K`);
    await page.getByLabel('Address', { exact: true }).fill('12, MG Road\nIndore');
    await page.getByLabel('Gender', { exact: true }).selectOption('Female');
    await page.getByLabel('Date of birth', { exact: true }).fill('1990-05-01');
    await page.getByLabel('Profile picture', { exact: true }).setInputFiles(writePng());
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated successfully', { exact: true }).waitFor();

    const stored = JSON.parse((await storage('user'))!);
    expect(stored).toMatchObject({ name: `${customer.name} K`, address: '12, MG Road\nIndore', gender: 'Female', dob: '1990-05-01' });
    expect(stored.profilePic).toBeTruthy();
    const src = await headerPicture().getAttribute('src');
    expect(src).toContain('/uploads/');
    await expect.poll(() => headerPicture().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(24);
    const served = await api(src!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('image/png');
  });

  it('logs out: token and user removed, back on / with the Login link', async () => {
    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.hash === '#/');
    expect(await storage('token')).toBeNull();
    expect(await storage('user')).toBeNull();
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
  });

  it('signs in with the link from the code mail, opened as from a mail app, and the link leaves the address bar', async () => {
    const mark = mailMark();
    // Asked for from another network: the link works wherever the mail is read.
    const sent = await api('/api/auth/send-email-otp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.78.0.1' },
      body: JSON.stringify(customer),
    });
    expect(sent.status).toBe(200);
    const link = (await waitForMail({ to: customer.email, after: mark })).text
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line.includes('?signin='));
    expect(link?.startsWith(`${baseURL}/#/userlogin?signin=`)).toBe(true);
    await page.goto(link!, { waitUntil: 'load' });
    await page.waitForURL((url) => url.hash === '#/');
    expect(await storage('token')).toBeTruthy();
    expect(JSON.parse((await storage('user'))!)).toMatchObject({ email: customer.email, phone: `+91${customer.phone}` });
    expect(page.url()).not.toContain('signin=');
  });

  it('ends a session whose token the server refuses and sends the customer to /userlogin', async () => {
    // On /profile first, then the tampered token, then one start of the app that reads it (with the token set before
    // the navigation, that first start's refusal could clear it just before the reload, which then saw no token).
    await goto(page, '/profile');
    await page.evaluate(
      (user) => {
        sessionStorage.setItem('token', 'tampered.token.value');
        sessionStorage.setItem('user', JSON.stringify(user));
      },
      { _id: 'x', name: customer.name, phone: `+91${customer.phone}`, email: customer.email },
    );
    await page.reload();
    // The first call carrying the token (the notification bell's, or saving the form) is refused.
    await page.waitForURL((url) => url.hash === '#/userlogin');
    expect(await storage('token')).toBeNull();
    await expect
      .poll(() =>
        page
          .getByText(/session has expired/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
  });
});
