// client/index.html paints home's header and hero before any script when a visit lands on home in English (issue 23:
// the home page's largest paint needs no script), and the build's index.hi.html does in Hindi (issue 33). One small inline script decides; the CSP allows it by its hash and
// nothing else inline. Here: the hash matches the script (source and, when built, the build), and the script decides
// as the app's language choice does (client/src/i18n/languages.ts: ?lang= in the hash, then before it, then the
// stored choice, then the browser).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { FIRST_VIEW_SCRIPT_HASH, securityHeaders } from '../src/http/security-headers.js';

const CLIENT = path.resolve(import.meta.dirname, '../../client');

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
}

function csp(razorpay: boolean): string {
  return securityHeaders({ razorpay }).find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1] ?? '';
}

const sourceScripts = inlineScripts(readFileSync(path.join(CLIENT, 'index.html'), 'utf8'));

describe("index.html's first-view script", () => {
  it('is the only inline script, and the CSP allows exactly it (with and without Razorpay)', () => {
    expect(sourceScripts).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(sourceScripts[0]).digest('base64')}'`;
    expect(hash).toBe(FIRST_VIEW_SCRIPT_HASH);
    for (const razorpay of [false, true]) {
      const policy = csp(razorpay);
      expect(policy).toContain(hash);
      expect(policy).toMatch(/script-src 'self'[^;]*'sha256-/);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
    // The Hindi page (client/build/page-meta.ts, served for /?lang=hi) carries the same script.
    for (const file of ['index.html', 'index.hi.html']) {
      const built = path.join(CLIENT, 'dist', file);
      if (existsSync(built)) expect(inlineScripts(readFileSync(built, 'utf8')), file).toEqual(sourceScripts);
    }
  });

  /** Whether the script paints home's first view, on the page in `page`'s language (index.html, or index.hi.html). */
  function landsHome(href: string, { stored = null as string | null, languages = ['en-US'], page = 'en' as 'en' | 'hi' } = {}): boolean {
    const url = new URL(href, 'http://localhost');
    let shell: unknown = 'top bar';
    vm.runInNewContext(sourceScripts[0], {
      URLSearchParams,
      location: { hash: url.hash, search: url.search },
      localStorage: { getItem: (key: string) => (key === 'lang' ? stored : null) },
      navigator: { languages, language: languages[0] },
      document: {
        documentElement: { lang: page },
        querySelector: (selector: string) =>
          selector === '#root>.page-shell' ? { replaceChildren: (home: unknown) => (shell = home) } : null,
        getElementById: (id: string) =>
          id === 'first-home' ? { content: { cloneNode: (deep: boolean) => (deep ? 'home' : 'empty') } } : null,
      },
    });
    return shell === 'home';
  }

  it("shows the hero on home when the app's language is the page's", () => {
    expect(landsHome('/')).toBe(true);
    expect(landsHome('/#/')).toBe(true);
    expect(landsHome('/#')).toBe(true);
    expect(landsHome('/?lang=en#/')).toBe(true);
    expect(landsHome('/#/?lang=en', { stored: 'hi' })).toBe(true);
    expect(landsHome('/', { languages: ['fr-FR'] })).toBe(true);
    expect(landsHome('/', { languages: ['en-GB', 'hi-IN'] })).toBe(true);

    expect(landsHome('/#/services/bookcar')).toBe(false);
    expect(landsHome('/#/blogs')).toBe(false);
    expect(landsHome('/#/contact?lang=en')).toBe(false);
    expect(landsHome('/?lang=hi')).toBe(false);
    expect(landsHome('/#/?lang=hi')).toBe(false);
    expect(landsHome('/?lang=hi#/?lang=xx')).toBe(false);
    expect(landsHome('/', { stored: 'hi' })).toBe(false);
    expect(landsHome('/', { languages: ['hi-IN', 'en-US'] })).toBe(false);

    // index.hi.html (the server's answer to /?lang=hi) carries Hindi's first view: shown when the app will speak Hindi.
    expect(landsHome('/?lang=hi', { page: 'hi' })).toBe(true);
    expect(landsHome('/?lang=hi#/', { page: 'hi' })).toBe(true);
    expect(landsHome('/#/?lang=hi', { page: 'hi', stored: 'en' })).toBe(true);
    expect(landsHome('/', { page: 'hi', stored: 'hi' })).toBe(true);
    expect(landsHome('/', { page: 'hi', languages: ['hi-IN', 'en-US'] })).toBe(true);

    expect(landsHome('/?lang=hi#/?lang=en', { page: 'hi' })).toBe(false);
    expect(landsHome('/?lang=hi#/services/bookcar', { page: 'hi' })).toBe(false);
    expect(landsHome('/', { page: 'hi' })).toBe(false);
  });

  /** The first view's nav items the script leaves, for a visitor with or without a customer's token. */
  function firstViewLinks(token: string | null, sessionStorage: unknown = { getItem: (key: string) => (key === 'token' ? token : null) }) {
    const links = ['#/', '#/bookings', '#/userlogin', '#/profile'];
    let painted: string[] = [];
    const view = {
      querySelector: (selector: string) => {
        const href = /^a\[href="([^"]+)"\]$/.exec(selector)?.[1];
        return href && links.includes(href) ? { parentNode: { remove: () => links.splice(links.indexOf(href), 1) } } : null;
      },
    };
    vm.runInNewContext(sourceScripts[0], {
      URLSearchParams,
      sessionStorage,
      location: { hash: '', search: '' },
      localStorage: { getItem: () => null },
      navigator: { languages: ['en-US'], language: 'en-US' },
      document: {
        documentElement: { lang: 'en' },
        querySelector: (selector: string) => (selector === '#root>.page-shell' ? { replaceChildren: () => (painted = [...links]) } : null),
        getElementById: (id: string) => (id === 'first-home' ? { content: { cloneNode: () => view } } : null),
      },
    });
    return painted;
  }

  it("leaves the Login link out of the first view for a signed-in customer, as the app's header does", () => {
    expect(firstViewLinks(null)).toEqual(['#/', '#/bookings', '#/userlogin', '#/profile']);
    expect(firstViewLinks('a-token')).toEqual(['#/', '#/bookings', '#/profile']);
    // Storage the browser refuses (a privacy mode): the view is still painted, as for a visitor.
    const refused = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(firstViewLinks('a-token', refused)).toEqual(['#/', '#/bookings', '#/userlogin', '#/profile']);
  });
});
