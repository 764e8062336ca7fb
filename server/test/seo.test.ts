// Issue 8: robots.txt keeps the admin area out; sitemap.xml lists every public screen and every blog, from the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/helpers.js';
import { PUBLIC_ROUTES } from '../src/modules/site/seo.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'true' });
});
afterAll(async () => {
  await server?.close();
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt disallows /admin and /wp-admin and names the sitemap by its absolute URL', async () => {
    const res = await server.fetch('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/wp-admin$/m);
    expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it('sitemap.xml lists the public screens and every blog in the database, a new one included', async () => {
    const created = await server.gql<{ blogs: { id: string }[] }>('{ blogs { id } }');
    const ids = created.data!.blogs.map((b) => b.id);
    expect(ids.length).toBeGreaterThan(0);
    const res = await server.fetch('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const route of PUBLIC_ROUTES) expect(locs).toContain(route === '/' ? `${server.url}/` : `${server.url}/#${route}`);
    for (const id of ids) expect(locs).toContain(`${server.url}/#/blogs/${id}`);
    expect(locs.some((l) => l.includes('admin'))).toBe(false);
    // Issue 24: both languages, each entry with its alternates.
    for (const route of PUBLIC_ROUTES) expect(locs).toContain(route === '/' ? `${server.url}/?lang=hi` : `${server.url}/?lang=hi#${route}`);
    for (const id of ids) expect(locs).toContain(`${server.url}/?lang=hi#/blogs/${id}`);
    expect(locs).toHaveLength(2 * (PUBLIC_ROUTES.length + ids.length));
    expect(xml).toContain(
      `<url><loc>${server.url}/#/faqs</loc><xhtml:link rel="alternate" hreflang="en" href="${server.url}/#/faqs"/><xhtml:link rel="alternate" hreflang="hi" href="${server.url}/?lang=hi#/faqs"/></url>`,
    );
  });
});
