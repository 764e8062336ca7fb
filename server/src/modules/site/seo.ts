import { Router, type Request } from 'express';
import type { Services } from '../common/services.js';
import { LANGUAGES, type Language } from '../common/language.js';

/**
 * The public screens of SPEC.md section 2 (hash routes: the client is a HashRouter, a contract with legacy links).
 * Crawlers ignore what follows `#`, so for them these are all one page; see docs/performance.md, "Found and shared".
 */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/service',
  '/services/bookcar',
  '/services/registercar',
  '/faqs',
  '/blogs',
  '/contact',
  '/car-rental',
  '/download-app',
  '/privacy-policy',
  '/cookie-policy',
  '/terms',
  '/policies',
];

/** A screen's address in a language: English has none of its own (the default); Hindi adds ?lang=hi before the hash. */
export function localizedUrl(base: string, route: string, language: Language): string {
  const root = language === 'en' ? `${base}/` : `${base}/?lang=${language}`;
  return route === '/' ? root : `${root}#${route}`;
}

function origin(req: Request): string {
  return `${req.protocol}://${req.get('host')}`;
}

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** GET /robots.txt (keeps /admin and /wp-admin out) and GET /sitemap.xml (public screens and every blog, from the database). */
export function seoRoutes(services: Services): Router {
  const router = Router();
  router.get('/robots.txt', (req, res) => {
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(
        ['User-agent: *', 'Disallow: /admin', 'Disallow: /wp-admin', 'Allow: /', '', `Sitemap: ${origin(req)}/sitemap.xml`, ''].join('\n'),
      );
  });
  router.get('/sitemap.xml', async (req, res) => {
    const base = origin(req);
    const blogs = await services.blogs.list(req.em);
    const pages = [
      ...PUBLIC_ROUTES.map((route) => ({ route, lastmod: null as Date | null })),
      ...blogs.map((blog) => ({ route: `/blogs/${blog.id}`, lastmod: blog.createdAt })),
    ];
    // Both languages (issue 24): each page in English and in Hindi, each entry naming the other as its alternate.
    const urls = pages.flatMap(({ route, lastmod }) =>
      LANGUAGES.map((language) => ({ loc: localizedUrl(base, route, language), lastmod, route })),
    );
    res
      .type('application/xml')
      .set('Cache-Control', 'no-cache')
      .send(
        [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
          ...urls.map(
            (u) =>
              `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}${LANGUAGES.map(
                (language) =>
                  `<xhtml:link rel="alternate" hreflang="${language}" href="${xmlEscape(localizedUrl(base, u.route, language))}"/>`,
              ).join('')}</url>`,
          ),
          '</urlset>',
          '',
        ].join('\n'),
      );
  });
  return router;
}
