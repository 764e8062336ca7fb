import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { RouteMeta } from './RouteMeta';

/** Every path of the route table, read from its source, so a route added later is checked too. */
function appRoutePaths(): string[] {
  const source = readFileSync(resolve(__dirname, '../routes/AppRoutes.tsx'), 'utf8');
  const paths = [...source.matchAll(/<Route\s+(index|path="([^"]+)")/g)].map((m) => (m[1] === 'index' ? '/' : m[2]));
  return paths.filter((p) => p !== '*').map((p) => p.replace(':id', 'a1b2c3').replace('/*', '/dashboard'));
}

function headOf(pathname: string) {
  render(
    <MemoryRouter initialEntries={[pathname]}>
      <RouteMeta />
    </MemoryRouter>,
  );
  const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
  return {
    title: document.title,
    description: content('meta[name="description"]'),
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    ogTitle: content('meta[property="og:title"]'),
    ogDescription: content('meta[property="og:description"]'),
    ogUrl: content('meta[property="og:url"]'),
    ogLocale: content('meta[property="og:locale"]'),
  };
}

describe('meta of every route', () => {
  const paths = appRoutePaths();

  it('reads the whole route table', () => {
    expect(paths.length).toBeGreaterThanOrEqual(20);
    expect(paths).toEqual(expect.arrayContaining(['/', '/services/bookcar', '/blogs/a1b2c3', '/admin/dashboard', '/wp-admin']));
  });

  it.each(paths)('%s has its own title, a description, a canonical URL and Open Graph tags', (pathname) => {
    const head = headOf(pathname);
    expect(head.title).toMatch(/ \| Indore Drive$/);
    expect(head.title).not.toMatch(/^Page not found/);
    expect(head.description?.length).toBeGreaterThan(20);
    expect(head.canonical).toBe(pathname === '/' ? `${window.location.origin}/` : `${window.location.origin}/#${pathname}`);
    expect(head.ogTitle).toBe(head.title);
    expect(head.ogUrl).toBe(head.canonical);
  });

  it('gives an unknown path the not-found meta (so the check above can tell)', () => {
    expect(headOf('/no/such/page').title).toBe('Page not found | Indore Drive');
  });

  it('says it in English as SPEC.md does, with the city and the site filled in, and the en_IN locale', () => {
    const home = headOf('/');
    expect(home.title).toBe('Self-drive car rental and taxis in Indore | Indore Drive');
    expect(home.description).toBe(
      'Rent a self-drive car or book a taxi in Indore: hatchbacks, sedans and SUVs by the 12 hours, day, week or month, with clear prices and quick approval.',
    );
    expect(home.ogLocale).toBe('en_IN');
    expect(headOf('/services/registercar').description).toBe(
      'Own a car in Indore? Register it with Indore Drive and earn when customers rent it.',
    );
    expect(headOf('/bookings').title).toBe('My bookings | Indore Drive');
  });
});

describe('meta of every route in Hindi (issue 32)', () => {
  const paths = appRoutePaths().filter((p) => !/^\/(admin|wp-admin)(\/|$)/.test(p));
  const hindi = async () => {
    await act(() => i18n.changeLanguage('hi'));
  };

  it.each(paths)('%s has a Hindi title and description, the hi_IN locale and the Hindi canonical URL', async (pathname) => {
    const english = headOf(pathname);
    document.head.replaceChildren();
    await hindi();
    const head = headOf(pathname);
    expect(head.title).toMatch(/^[^|]*[\u0900-\u097F][^|]* \| Indore Drive$/);
    expect(head.description).toMatch(/[\u0900-\u097F]/);
    expect(`${head.title} ${head.description}`).not.toMatch(/[{}]/);
    expect(head.title).not.toBe(english.title);
    expect(head.ogTitle).toBe(head.title);
    expect(head.ogDescription).toBe(head.description);
    expect(head.ogLocale).toBe('hi_IN');
    expect(head.canonical).toBe(`${window.location.origin}/?lang=hi${pathname === '/' ? '' : `#${pathname}`}`);
  });

  it("uses the site's own Hindi words, with the city and the site filled in", async () => {
    await hindi();
    expect(headOf('/').title).toBe('इंदौर में सेल्फ़-ड्राइव कार किराये पर और टैक्सी | Indore Drive');
    expect(headOf('/faqs').title).toBe('सवाल-जवाब | Indore Drive');
    expect(headOf('/bookings').title).toBe('मेरी बुकिंग | Indore Drive');
    expect(headOf('/profile').description).toBe('आपकी Indore Drive प्रोफ़ाइल।');
    expect(headOf('/no/such/page').title).toBe('पेज नहीं मिला | Indore Drive');
  });

  it('follows a switch of language on the same screen', async () => {
    render(
      <MemoryRouter initialEntries={['/contact']}>
        <RouteMeta />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Contact us | Indore Drive');
    await hindi();
    expect(document.title).toBe('हमसे संपर्क करें | Indore Drive');
    expect(document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('hi_IN');
    await act(() => i18n.changeLanguage('en'));
    expect(document.title).toBe('Contact us | Indore Drive');
  });

  it('keeps the admin area English', async () => {
    await hindi();
    expect(headOf('/admin/dashboard').title).toBe('Admin | Indore Drive');
  });
});

describe('hreflang alternates (issue 24)', () => {
  it('a public screen names its English (x-default) and Hindi addresses; the admin none', async () => {
    const { render } = await import('@testing-library/react');
    const { MemoryRouter } = await import('react-router-dom');
    const { RouteMeta } = await import('./RouteMeta');
    const alternates = () =>
      [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]);
    const { unmount } = render(
      <MemoryRouter initialEntries={['/faqs']}>
        <RouteMeta />
      </MemoryRouter>,
    );
    const origin = window.location.origin;
    expect(alternates()).toEqual([
      ['en', `${origin}/#/faqs`],
      ['hi', `${origin}/?lang=hi#/faqs`],
      ['x-default', `${origin}/#/faqs`],
    ]);
    unmount();
    render(
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <RouteMeta />
      </MemoryRouter>,
    );
    expect(alternates()).toEqual([]);
  });
});
