import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSite } from './SiteContext';
import { canonicalUrl, routeMeta } from './routeMeta';

function setTag(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

function meta(key: 'name' | 'property', name: string, content: string) {
  setTag(`meta[${key}="${name}"]`, () => {
    const m = document.createElement('meta');
    m.setAttribute(key, name);
    return m;
  }, 'content', content);
}

/** Each route sets its title, meta description, canonical URL and Open Graph tags. */
export function RouteMeta() {
  const { pathname } = useLocation();
  const site = useSite();
  useEffect(() => {
    const { title, description } = routeMeta(pathname, site);
    const url = canonicalUrl(pathname);
    document.title = title;
    meta('name', 'description', description);
    setTag('link[rel="canonical"]', () => {
      const link = document.createElement('link');
      link.rel = 'canonical';
      return link;
    }, 'href', url);
    meta('property', 'og:title', title);
    meta('property', 'og:description', description);
    meta('property', 'og:url', url);
    meta('property', 'og:type', 'website');
    meta('property', 'og:site_name', site.siteName);
    meta('property', 'og:image', `${window.location.origin}/icon-512.png`);
    meta('name', 'twitter:card', 'summary');
  }, [pathname, site]);
  return null;
}
