import type { SiteSettings } from './siteSettings';

export interface PageMeta {
  title: string;
  description: string;
}

/** Title and description of each public screen (SPEC.md section 2); {city} and {site} are filled at runtime. */
const META: Record<string, PageMeta> = {
  '/': {
    title: 'Self-drive car rental and taxis in {city}',
    description:
      'Rent a self-drive car or book a taxi in {city}: hatchbacks, sedans and SUVs by the 12 hours, day, week or month, with clear prices and quick approval.',
  },
  '/about': {
    title: 'About us',
    description: 'Who we are: {site} rents clean, well-serviced self-drive cars and taxis across {city}, 24/7.',
  },
  '/service': {
    title: 'Our services',
    description: 'Self-drive rentals, chauffeur-driven rides and car registration for owners who want to earn with {site} in {city}.',
  },
  '/services/bookcar': {
    title: 'Book your car',
    description: 'Browse every car available in {city} with its price per day, fuel, seats and transmission, and book it in minutes.',
  },
  '/services/registercar': {
    title: 'Register & Earn',
    description: 'Own a car in {city}? Register it with {site} and earn when customers rent it.',
  },
  '/faqs': {
    title: 'Frequently asked questions',
    description: 'Answers about booking, documents, charges, fuel and cancellations at {site}.',
  },
  '/blogs': { title: 'Blogs', description: 'Drives, travel tips and news from the {site} team in {city}.' },
  '/contact': { title: 'Contact us', description: 'Call, message or write to {site}: we answer 24/7 in {city}.' },
  '/car-rental': {
    title: 'Car rental in {city}',
    description: 'Self-drive car rental in {city}: prices, rules and how to book with {site}.',
  },
  '/download-app': { title: 'Get the app', description: 'Install the {site} app on Android or iOS, or add it to your home screen.' },
  '/privacy-policy': { title: 'Privacy policy', description: 'How {site} collects, uses and protects your personal data.' },
  '/cookie-policy': { title: 'Cookie policy', description: 'How {site} uses cookies and local storage.' },
  '/terms': { title: 'Terms & conditions', description: 'The terms of renting a car or booking a taxi with {site}.' },
  '/policies': { title: 'Cancellation & refund', description: 'How cancellations and refunds work at {site}.' },
  '/userlogin': { title: 'Login', description: 'Sign in to {site} with a code sent to your e-mail.' },
  '/bookings': { title: 'My bookings', description: 'Your upcoming, past and cancelled bookings at {site}.' },
  '/profile': { title: 'Account settings', description: 'Your {site} profile.' },
};

const BLOG: PageMeta = { title: 'Blog', description: 'A post from the {site} team in {city}.' };
const ADMIN: PageMeta = { title: 'Admin', description: 'The {site} admin panel.' };
const NOT_FOUND: PageMeta = { title: 'Page not found', description: 'This page does not exist at {site}.' };

/** Until a post has loaded, /blogs/{id} says what it is in general; BlogDetailPage then sets blogPostMeta. */
export function routeMeta(pathname: string, site: SiteSettings): PageMeta {
  const meta =
    META[pathname] ??
    (pathname.startsWith('/blogs/') ? BLOG : pathname.startsWith('/admin') || pathname === '/wp-admin' ? ADMIN : NOT_FOUND);
  const fill = (text: string) => text.replaceAll('{city}', site.city).replaceAll('{site}', site.siteName);
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
