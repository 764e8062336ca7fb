// Issue 8, "found and shared": each route sets its title, description, canonical URL and Open Graph tags; the home
// page carries schema.org AutoRental JSON-LD; robots.txt and sitemap.xml answer from the app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { goto, launchBrowser, openPage } from './browser.js';
import { baseURL } from './harness.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const head = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
    ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content'),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!)),
  }));

describe('meta tags and structured data', () => {
  it('each route has its own title, description, canonical URL and Open Graph tags; home has AutoRental JSON-LD', async () => {
    const { page, close } = await openPage(browser);
    try {
      await goto(page, '/');
      await expect.poll(async () => (await head(page)).jsonLd.length).toBe(1);
      const home = await head(page);
      expect(home.canonical).toBe(`${baseURL}/`);
      expect(home.title).toMatch(/Indore/);
      const rental = home.jsonLd[0];
      expect(rental['@type']).toBe('AutoRental');
      expect(rental.address.addressLocality).toBe('Indore');
      expect(rental.telephone).toMatch(/^\+91\d{10}$/);
      expect(rental.openingHoursSpecification[0].dayOfWeek).toHaveLength(7);

      const seen = new Set<string>();
      for (const route of ['/blogs', '/contact', '/services/bookcar']) {
        await goto(page, route);
        await expect.poll(async () => (await head(page)).canonical).toBe(`${baseURL}/#${route}`);
        const meta = await head(page);
        expect(meta.ogUrl).toBe(meta.canonical);
        expect(meta.ogTitle).toBe(meta.title);
        expect(meta.description?.length).toBeGreaterThan(40);
        expect(meta.jsonLd).toEqual([]);
        seen.add(meta.title);
      }
      expect(seen.size).toBe(3);
    } finally {
      await close();
    }
  });

  it('a blog post has its own title, the start of its text as the description, and its picture to share', async () => {
    const [post] = (await (await fetch(`${baseURL}/api/v1/blogs`)).json()) as {
      _id: string;
      heading: string;
      content: string;
      image: string;
    }[];
    expect(post).toBeTruthy();
    const { page, close } = await openPage(browser);
    try {
      await goto(page, `/blogs/${post._id}`);
      // The post's chunk, Apollo and the query come first.
      await expect.poll(async () => (await head(page)).title, { timeout: 10_000 }).toBe(`${post.heading} | Indore Drive`);
      const meta = await head(page);
      expect(meta.canonical).toBe(`${baseURL}/#/blogs/${post._id}`);
      expect(meta.ogTitle).toBe(meta.title);
      expect(post.content.replace(/\s+/g, ' ')).toContain(meta.description!.replace(/…$/, ''));
      expect(meta.description!.length).toBeGreaterThan(40);
      expect(meta.ogImage).toBe(`${baseURL}/uploads/${post.image}`);
      // Leaving the post gives the next screen its own meta back, the picture included.
      await goto(page, '/blogs');
      await expect.poll(async () => (await head(page)).canonical, { timeout: 10_000 }).toBe(`${baseURL}/#/blogs`);
      expect((await head(page)).ogImage).toBe(`${baseURL}/icon-512.png`);
    } finally {
      await close();
    }
  });

  it('robots.txt keeps the admin area out and names the sitemap, which lists the blogs', async () => {
    const robots = await (await fetch(`${baseURL}/robots.txt`)).text();
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/wp-admin$/m);
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${baseURL}/#/blogs/`);
  });
});
