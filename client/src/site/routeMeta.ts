import type shell from '../i18n/locales/en/shell';
import type { SiteSettings } from './siteSettings';

export interface PageMeta {
  title: string;
  description: string;
}

/** A public screen's words (SPEC.md section 2) in the shell catalogue, by the screen's path. */
type MetaKey = Exclude<keyof typeof shell.meta, 'blog' | 'notFound'>;
const META: Record<string, MetaKey> = {
  '/': 'home',
  '/about': 'about',
  '/service': 'services',
  '/services/bookcar': 'bookCar',
  '/services/registercar': 'registerCar',
  '/faqs': 'faqs',
  '/blogs': 'blogs',
  '/contact': 'contact',
  '/car-rental': 'carRental',
  '/download-app': 'downloadApp',
  '/privacy-policy': 'privacy',
  '/cookie-policy': 'cookies',
  '/terms': 'terms',
  '/policies': 'refunds',
  '/userlogin': 'login',
  '/bookings': 'bookings',
  '/profile': 'profile',
};

/**
 * A text of the shell catalogue's `meta` in the page's language, its {{city}} and {{siteName}} left as they are:
 * routeMeta fills them (at runtime, or with placeholders the server fills, for index.html: client/build/page-meta.ts).
 */
export type MetaText = (key: `meta.${keyof typeof shell.meta}.${keyof PageMeta}`) => string;

/** The admin area stays English (EnglishOnly), its title too. */
const ADMIN: PageMeta = { title: 'Admin', description: 'The {{siteName}} admin panel.' };

/** Until a post has loaded, /blogs/{id} says what it is in general; BlogDetailPage then sets blogPostMeta. */
export function routeMeta(pathname: string, site: SiteSettings, text: MetaText): PageMeta {
  const key = META[pathname] ?? (pathname.startsWith('/blogs/') ? 'blog' : 'notFound');
  const admin = pathname.startsWith('/admin') || pathname === '/wp-admin';
  const meta = admin ? ADMIN : { title: text(`meta.${key}.title`), description: text(`meta.${key}.description`) };
  const fill = (words: string) => words.replaceAll('{{city}}', site.city).replaceAll('{{siteName}}', site.siteName);
  return { title: `${fill(meta.title)} | ${site.siteName}`, description: fill(meta.description) };
}

/** What search results show of a description; longer ones are cut. */
const DESCRIPTION_LENGTH = 155;

/** A blog post's own title, and the start of its text as the description (cut at a word, with an ellipsis). */
export function blogPostMeta(post: { heading: string; content: string }, site: SiteSettings): PageMeta {
  const text = post.content.replace(/\s+/g, ' ').trim();
  // Cut at the last space of the allowed length (spaces are single here); a plain search, no backtracking pattern.
  const head = text.slice(0, DESCRIPTION_LENGTH);
  const lastSpace = head.lastIndexOf(' ');
  const cut = text.length <= DESCRIPTION_LENGTH ? text : `${lastSpace > 0 ? head.slice(0, lastSpace) : head}…`;
  return { title: `${post.heading} | ${site.siteName}`, description: cut };
}

/**
 * The URL of a screen for crawlers and sharing: the origin, then the hash route (the client is a HashRouter). In
 * Hindi (issue 24) the origin is followed by ?lang=hi, as in the sitemap.
 */
export function canonicalUrl(pathname: string, origin = window.location.origin, language = 'en'): string {
  const root = language === 'en' ? `${origin}/` : `${origin}/?lang=${language}`;
  return pathname === '/' ? root : `${root}#${pathname}`;
}
