// index.html's head says what the site is before any script runs, for crawlers and link previews that run none:
// home's title and description (routeMeta, from the shell catalogue) and the Open Graph tags. index.html is English;
// the build writes index.<language>.html for every other language, which the server answers `/?lang=<language>`
// with (server/src/http/client-files.ts). Only <html lang> and these tags differ: the inline script is the same (its
// CSP hash holds for both). The site's name and city are runtime settings: the build leaves {{siteName}} and {{city}}
// for the server to fill at start (indexForSite); the dev server, which has no such step, shows the demo site's.
// A translated file names the city in its language (issue 32: इंदौर, not Indore, in index.hi.html): the build, which
// knows the catalogue's city names but not the site's city, leaves {{city|indore=इंदौर|bhopal=भोपाल|…}}, and the
// server fills in the configured city's name from that list (the city as configured when the list lacks it).
// index.html's first view of home (its <template id="first-home">, English) is, in index.<language>.html, the one
// drawn in that language: first-home.<language>.html beside this file (issue 33: /?lang=hi painted its hero only once
// the app ran; client/src/routes/home/FirstView.test.tsx checks each copy against what the app draws).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { Translation } from '../src/i18n/catalogue';
import { INTL_LOCALE, LANGUAGES, type Language } from '../src/i18n/languages';
import type enShell from '../src/i18n/locales/en/shell';
import { routeMeta, type MetaText } from '../src/site/routeMeta';
import { DEFAULT_SITE, type SiteSettings } from '../src/site/siteSettings';

/** A shell catalogue: English's, or a translation of it. */
export type ShellCatalogue = Translation<typeof enShell>;

/** Where index.html's source takes the tags (client/index.html). */
const MARKER = /<!-- page-meta:[^>]*-->/;

/** What the server fills in the built files. */
export const SERVER_FILLS: SiteSettings = { ...DEFAULT_SITE, siteName: '{{siteName}}', city: '{{city}}' };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c]);

/** Lower case letters and digits: how the catalogues' cityName keys a city (as i18n.ts's cityName does). */
const cityKey = (city: string) => city.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The site's city as the catalogue's language names it: for the placeholder the server fills, the placeholder with
 * the catalogue's names for it to choose from; for a known city (the dev server's), that name.
 */
export function cityIn(catalogue: ShellCatalogue, city: string): string {
  const names = Object.entries(catalogue.cityName as Record<string, string>);
  if (city === SERVER_FILLS.city) return `{{city${names.map(([key, name]) => `|${key}=${name}`).join('')}}}`;
  return names.find(([key]) => key === cityKey(city))?.[1] ?? city;
}

/** The head's tags in the catalogue's language. */
function headTags(catalogue: ShellCatalogue, language: Language, site: SiteSettings): string {
  const text: MetaText = (key) => {
    const [, screen, field] = key.split('.') as [string, keyof ShellCatalogue['meta'], 'title' | 'description'];
    return catalogue.meta[screen][field];
  };
  const { title, description } = routeMeta('/', site, text);
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${escapeHtml(site.siteName)}" />`,
    // Open Graph names a locale with an underscore: en_IN, hi_IN.
    `<meta property="og:locale" content="${INTL_LOCALE[language].replace('-', '_')}" />`,
  ].join('\n    ');
}

/** index.html's source with its head's tags in English. */
export function englishIndex(source: string, en: ShellCatalogue, site: SiteSettings): string {
  if (!MARKER.test(source)) throw new Error('page-meta: index.html has no <!-- page-meta: --> marker');
  return source.replace(MARKER, () => headTags(en, 'en', site));
}

/** index.html's first view of home (the template's content). */
const FIRST_HOME = /(<template id="first-home">)[\s\S]*?(<\/template>)/;

/** The first view of home drawn in `language` (not English: index.html carries that one). */
export function firstHomeIn(language: Language): string {
  return readFileSync(path.join(import.meta.dirname, `first-home.${language}.html`), 'utf8').trim();
}

/** The built English index.html in another language: its <html lang>, its head's tags and its first view of home. */
export function translatedIndex(
  english: string,
  catalogues: Record<Language, ShellCatalogue>,
  language: Language,
  site: SiteSettings,
): string {
  const head = headTags(catalogues.en, 'en', site);
  if (!english.includes(head) || !english.includes('<html lang="en">')) {
    throw new Error(`page-meta: the built index.html lost its English head; index.${language}.html cannot be written`);
  }
  if (!FIRST_HOME.test(english)) throw new Error('page-meta: the built index.html lost its first view of home');
  const translated = headTags(catalogues[language], language, { ...site, city: cityIn(catalogues[language], site.city) });
  return english
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace(head, () => translated)
    .replace(FIRST_HOME, (_m, open: string, close: string) => `${open}${firstHomeIn(language)}${close}`);
}

export function pageMeta(catalogues: Record<Language, ShellCatalogue>): Plugin {
  let site = SERVER_FILLS;
  return {
    name: 'page-meta',
    configResolved(config) {
      site = config.command === 'build' ? SERVER_FILLS : DEFAULT_SITE;
    },
    transformIndexHtml: { order: 'pre', handler: (html) => englishIndex(html, catalogues.en, site) },
    // After index.html is final (its CSS inlined): the other languages' copies are the same page.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('page-meta: the build wrote no index.html');
        for (const language of LANGUAGES) {
          if (language === 'en') continue;
          const source = translatedIndex(String(index.source), catalogues, language, site);
          this.emitFile({ type: 'asset', fileName: `index.${language}.html`, source });
        }
      },
    },
  };
}
