import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
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
    ogUrl: content('meta[property="og:url"]'),
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
