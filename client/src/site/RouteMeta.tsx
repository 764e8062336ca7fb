import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useCityName, useSite } from './SiteContext';
import { canonicalUrl, routeMeta, type MetaText, type PageMeta } from './routeMeta';
import type { SiteSettings } from './siteSettings';
import { currentLanguage, intlLocale } from '../i18n/i18n';
import { useTranslation } from 'react-i18next';

function setTag(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

function meta(key: 'name' | 'property', name: string, content: string) {
  setTag(
    `meta[${key}="${name}"]`,
    () => {
      const m = document.createElement('meta');
      m.setAttribute(key, name);
      return m;
    },
    'content',
    content,
  );
}

/** What a screen tells search engines and link previews; `image` is an absolute URL (the app icon by default). */
export interface ScreenMeta extends PageMeta {
  image?: string;
}

/** hreflang alternates of a public screen (issue 24): English (also x-default) and Hindi. The admin has none. */
function applyAlternates(pathname: string) {
  for (const old of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
  if (/^\/(admin|wp-admin)(\/|$)/.test(pathname)) return;
  for (const [hreflang, language] of [
    ['en', 'en'],
    ['hi', 'hi'],
    ['x-default', 'en'],
  ] as const) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = canonicalUrl(pathname, window.location.origin, language);
    document.head.appendChild(link);
  }
}

function applyMeta(pathname: string, site: SiteSettings, { title, description, image }: ScreenMeta) {
  const language = currentLanguage();
  const url = canonicalUrl(pathname, window.location.origin, language);
  applyAlternates(pathname);
  document.title = title;
  meta('name', 'description', description);
  setTag(
    'link[rel="canonical"]',
    () => {
      const link = document.createElement('link');
      link.rel = 'canonical';
      return link;
    },
    'href',
    url,
  );
  meta('property', 'og:title', title);
  meta('property', 'og:description', description);
  meta('property', 'og:url', url);
  meta('property', 'og:type', 'website');
  meta('property', 'og:site_name', site.siteName);
  // Open Graph names a locale with an underscore: hi_IN, en_IN.
  meta('property', 'og:locale', intlLocale(language).replace('-', '_'));
  meta('property', 'og:image', image ?? `${window.location.origin}/icon-512.png`);
  meta('name', 'twitter:card', 'summary');
}

/** Each route sets its title, meta description, canonical URL and Open Graph tags. */
export function RouteMeta() {
  const { pathname } = useLocation();
  const site = useSite();
  // Again when the language changes (t is then a new function): the words are the language's, the city's name too
  // (इंदौर in Hindi), and the canonical URL names it.
  const { t } = useTranslation('shell');
  const city = useCityName();
  useEffect(() => {
    // The catalogue's words as written: routeMeta fills {{city}} and {{siteName}} itself.
    const text: MetaText = (key) => t(key, { skipInterpolation: true });
    applyMeta(pathname, site, routeMeta(pathname, { ...site, city }, text));
  }, [pathname, site, city, t]);
  return null;
}

/**
 * A screen that knows better than its route (a blog post: its own title, excerpt and picture) sets its meta once
 * its data is there (null until then). RouteMeta sits before the routes, so its effect runs first and this one
 * wins; leaving the screen changes the path, and RouteMeta sets the next screen's meta, image included.
 */
export function useScreenMeta(screen: ScreenMeta | null) {
  const { pathname } = useLocation();
  const site = useSite();
  const { title, description, image } = screen ?? {};
  useEffect(() => {
    if (title !== undefined && description !== undefined) applyMeta(pathname, site, { title, description, image });
  }, [pathname, site, title, description, image]);
}
