// Content in the browser: a visitor sends a contact message and writes a review; the admin sees the message and
// accepts the review, which then shows on the home page; a reader goes from the blog list to a blog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api } from './harness.js';
import { goto, launchBrowser, openPage, type OpenedPage, signInAsAdmin } from './browser.js';

const stamp = Date.now().toString(36);
const VISITOR = `Visitor ${stamp}`;
const REVIEWER = `Reviewer ${stamp}`;
const REVIEW_TEXT = `Spotless Ertiga and a friendly pick-up (${stamp}).`;

let browser: Browser;
let adminTab: OpenedPage;

beforeAll(async () => {
  browser = await launchBrowser();
  adminTab = await openPage(browser);
  await signInAsAdmin(adminTab.page);
});
afterAll(async () => {
  await adminTab?.close();
  await browser?.close();
});

/** Runs a visitor's steps in a fresh context (no token of anyone) and checks the page logged no error. */
async function asVisitor(steps: (page: Page) => Promise<void>) {
  const visitor = await openPage(browser);
  try {
    await steps(visitor.page);
    expect(visitor.errors).toEqual([]);
  } finally {
    await visitor.close();
  }
}

interface RestReview {
  name: string;
  status: string;
}
const acceptedReviews = async () => (await api('/api/v1/reviews?status=Accepted')).json() as Promise<RestReview[]>;

describe('contact messages and reviews', () => {
  it("a visitor sends a contact message and sees 'Message sent successfully!'", async () => {
    await asVisitor(async (page) => {
      await goto(page, '/contact');
      const form = page.locator('.contact-form');
      await form.getByLabel('Name').fill(VISITOR);
      await form.getByLabel('Email').fill(`visitor-${stamp}@e2e.test`);
      await form.getByLabel('Phone').fill('9876501234');
      await form.getByLabel('Message').fill('Can you deliver a car to the airport at 5 AM?');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect.poll(() => form.getByRole('status').textContent(), { timeout: 15_000 }).toBe('Message sent successfully!');
    });
  });

  it("a visitor writes a review and is told 'Your review has been submitted for approval.'", async () => {
    await asVisitor(async (page) => {
      await goto(page, '/');
      await page.getByRole('button', { name: 'Write a Review' }).click();
      const dialog = page.getByRole('dialog', { name: 'Write a Review' });
      await dialog.getByLabel('Your name').fill(REVIEWER);
      expect(await dialog.getByLabel('Rating (0 to 5)').inputValue()).toBe('5');
      await dialog.getByLabel('Rating (0 to 5)').fill('4.5');
      await dialog.getByLabel('Your review').fill(REVIEW_TEXT);
      // Accept the alert from a handler registered first: a click does not finish while an unhandled alert is open.
      const alerts: string[] = [];
      page.once('dialog', (shown) => {
        alerts.push(shown.message());
        void shown.accept();
      });
      await dialog.getByRole('button', { name: 'Submit Review' }).click();
      await expect.poll(() => alerts).toEqual(['Your review has been submitted for approval.']);
      await expect.poll(() => dialog.count()).toBe(0);
    });
    // Pending: not public yet.
    expect((await acceptedReviews()).map((r) => r.name)).not.toContain(REVIEWER);
  });

  it('the admin finds the contact message by searching for it', async () => {
    const { page } = adminTab;
    await goto(page, '/admin/contact');
    await page.getByRole('searchbox', { name: 'Search by name, phone or email' }).fill(VISITOR);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: VISITOR }) });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining([`visitor-${stamp}@e2e.test`, '9876501234', 'Can you deliver a car to the airport at 5 AM?']),
    );
    expect(await row.getByRole('link', { name: `Call ${VISITOR}` }).getAttribute('href')).toBe('tel:+919876501234');
    expect(adminTab.errors).toEqual([]);
  });

  it('the admin accepts the review, and it shows on the home page', async () => {
    const { page } = adminTab;
    await goto(page, '/admin/reviews');
    await page.getByRole('button', { name: 'Pending' }).click();
    const card = page.getByRole('listitem', { name: `Review by ${REVIEWER}` });
    await card.waitFor();
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(async () => (await acceptedReviews()).map((r) => r.name), { timeout: 15_000 }).toContain(REVIEWER);
    expect(adminTab.errors).toEqual([]);

    await asVisitor(async (visitorPage) => {
      await goto(visitorPage, '/');
      const strip = visitorPage.getByRole('region', { name: 'Customer reviews' });
      await expect.poll(() => strip.getByText(REVIEW_TEXT).first().isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await strip.getByText(REVIEWER).count()).toBeGreaterThan(0);
    });
  });
});

describe('blogs', () => {
  it('the blog list leads to a blog: Read More opens its page with the heading and content', async () => {
    await asVisitor(async (page) => {
      await goto(page, '/blogs');
      const card = page.locator('.blog-card').first();
      await card.waitFor();
      const heading = (await card.getByRole('heading').textContent())!;
      const preview = (await card.locator('.blog-card__preview').textContent())!;
      expect(preview.length).toBeLessThanOrEqual(123);
      await card.getByRole('link', { name: /Read More/ }).click();
      await page.waitForURL(/#\/blogs\/[0-9a-f-]{36}$/);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: heading }).isVisible(), { timeout: 15_000 }).toBe(true);
      const content = (await page.locator('.blog-detail__content').textContent())!;
      expect(content.startsWith(preview.replace(/\.\.\.$/, ''))).toBe(true);
      const img = page.locator('.blog-detail__image');
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
    });
  });
});
