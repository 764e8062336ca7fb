// index.html paints home's header and hero's first slide before any script (issue 23); the app then replaces them.
// That copy must be what the app draws at its first render, in SPEC.md's English: same elements, classes, texts and
// labels (or the hand-over would show a change), the site name aside (the server writes it). The build's
// index.hi.html carries Hindi's copy instead (client/build/first-home.hi.html, issue 33), held to the same.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Header } from '../../components/header/Header';
import { i18n } from '../../i18n/i18n';
import { renderAt } from '../../test/renderAt';
import { HeroSlider } from './HeroSlider';
import { firstHomeIn } from '../../../build/page-meta';

const html = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');

/** A first view's markup as the page holds it (a template's content). */
function fragment(markup: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.content;
}
const firstView = fragment(/<template id="first-home">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '');

/**
 * An element's markup with what differs by design left out: the static copy is inert; the app's links carry router
 * data, and the test's memory router writes '/about' where the app's hash router writes '#/about'.
 */
function normalized(element: Element | null): string {
  expect(element).not.toBeNull();
  const copy = element!.cloneNode(true) as Element;
  for (const el of [copy, ...copy.querySelectorAll('*')]) {
    for (const name of ['inert', 'data-discover', 'data-site-name']) el.removeAttribute(name);
    const href = el.getAttribute('href');
    if (href?.startsWith('#/')) el.setAttribute('href', href.slice(1));
    if (el.getAttribute('aria-hidden') === 'false') el.removeAttribute('aria-hidden');
    if (el.getAttribute('style'))
      el.setAttribute(
        'style',
        el
          .getAttribute('style')!
          .replace(/["']/g, '')
          .replace(/;?\s*$/, ';'),
      );
  }
  return copy.outerHTML.replace(/<(path|circle)([^>]*?)\s*\/>/g, '<$1$2></$1>');
}

describe("index.html's first view of home", () => {
  it('is outside the page until its script puts it in (other screens never show it, nor another language)', () => {
    const start = html.indexOf('<div id="root">');
    const root = html.slice(start, html.indexOf('\n', start));
    expect(root).toContain('site-header__bar');
    expect(root).not.toContain('hero');
    expect(firstView.querySelectorAll('.hero__slide')).toHaveLength(1);
  });
});

/** The first view `copy` is what the app draws on home, signed out, in `language`. */
function drawnAsTheApp(language: 'en' | 'hi', copy: () => DocumentFragment) {
  it("is the app's header, as drawn on home while signed out", async () => {
    await i18n.changeLanguage(language);
    const firstView = copy();
    const { container } = renderAt('/', <Header />);
    for (const selector of ['.site-header__search', '.site-header__actions', '.site-nav']) {
      expect(normalized(firstView.querySelector(selector)), selector).toBe(normalized(container.querySelector(selector)));
    }
    expect(firstView.querySelector('.brand__name')?.textContent).toBe(container.querySelector('.brand__name')?.textContent);
  });

  it("is the app's hero with its first slide showing", async () => {
    await i18n.changeLanguage(language);
    const firstView = copy();
    const { container } = renderAt('/', <HeroSlider />);
    for (const selector of ['.hero__slide--active', '.hero__arrow--prev', '.hero__arrow--next', '.hero__pause', '.hero__dots']) {
      expect(normalized(firstView.querySelector(selector)), selector).toBe(normalized(container.querySelector(selector)));
    }
    const hero = firstView.querySelector('.hero');
    for (const name of ['class', 'aria-label', 'aria-roledescription']) {
      expect(hero?.getAttribute(name)).toBe(container.querySelector('.hero')?.getAttribute(name));
    }
  });
}

describe("index.html's first view of home, in English", () => {
  drawnAsTheApp('en', () => firstView);
});

describe("index.hi.html's first view of home, in Hindi (client/build/first-home.hi.html)", () => {
  drawnAsTheApp('hi', () => fragment(firstHomeIn('hi')));
});
