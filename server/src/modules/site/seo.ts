import { Router, type Request } from 'express';
import type { Services } from '../../services.js';

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
    const urls = [
      ...PUBLIC_ROUTES.map((route) => ({ loc: route === '/' ? `${base}/` : `${base}/#${route}`, lastmod: null as Date | null })),
      ...blogs.map((blog) => ({ loc: `${base}/#/blogs/${blog.id}`, lastmod: blog.createdAt })),
    ];
    res
      .type('application/xml')
      .set('Cache-Control', 'no-cache')
      .send(
        [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
          ...urls.map(
            (u) =>
              `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`,
          ),
          '</urlset>',
          '',
        ].join('\n'),
      );
  });
  return router;
}
