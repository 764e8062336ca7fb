import i18next, { type BackendModule, type ParseKeys, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import shell from './locales/en/shell';
import { INTL_LOCALE, LANGUAGE_STORAGE_KEY, type Language, isLanguage, languageFromUrl, pickLanguage } from './languages';

/**
 * Two namespaces per language. `shell` is what the first paint needs (header, footer, the hero, the switch): the
 * English one is bundled into the first load. `site` is everything else, and every Hindi text: each is its own
 * chunk, fetched only when that language is active (client/build: `en.site-*.js`, `hi.shell-*.js`, `hi.site-*.js`).
 */
export const NAMESPACES = ['shell', 'site'] as const;

type Loader = () => Promise<{ default: object }>;
const LOADERS: Record<Language, Partial<Record<(typeof NAMESPACES)[number], Loader>>> = {
  en: { site: () => import('./locales/en/site') },
  hi: { shell: () => import('./locales/hi/shell'), site: () => import('./locales/hi/site') },
};

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = isLanguage(language) ? LOADERS[language][namespace as (typeof NAMESPACES)[number]] : undefined;
    if (!load) {
      callback(new Error(`no ${namespace} catalogue for ${language}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default as Record<string, unknown>),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

export const i18n = i18next.createInstance();

let started: Promise<unknown> | undefined;

/** Starts i18next in `language`; resolves once that language's catalogues are in (English's shell is already). */
export function startI18n(language: Language): Promise<unknown> {
  started ??= i18n
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: ['en', 'hi'],
      // Every key is in both catalogues (client/src/i18n/catalogues.test.ts): no fallback language to fetch.
      fallbackLng: false,
      // The first paint needs only the shell; `site` follows at once, without holding the paint (below).
      ns: ['shell'],
      defaultNS: 'site',
      resources: { en: { shell } },
      partialBundledLanguages: true,
      // i18next's defaults, said aloud: with separators the app declares, t() no longer tests every key against a
      // pattern of punctuation to guess whether it is a sentence (a tenth of the i18n time of a car list's render).
      keySeparator: '.',
      nsSeparator: ':',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
      // English's shell is in the bundle: the first paint needs no wait. Other catalogues load as they are needed.
      initAsync: false,
    });
  // Added to the namespaces every later language switch waits for, so a switch never shows a half-translated screen.
  void i18n.loadNamespaces('site');
  followLanguage(language);
  i18n.on('languageChanged', (lng) => {
    if (isLanguage(lng)) followLanguage(lng);
  });
  return started;
}

function followLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : isLanguage(i18n.language) ? i18n.language : 'en';
}

export function intlLocale(language: Language = currentLanguage()): string {
  return INTL_LOCALE[language];
}

/** The language this visit opens in (see pickLanguage). */
export function initialLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private modes): the URL and the browser still decide.
  }
  const fromUrl = languageFromUrl(window.location.search, window.location.hash);
  // A link that names a language is a choice: kept on the device like the switch's.
  if (fromUrl && fromUrl !== stored) {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, fromUrl);
    } catch {
      // Not kept; this visit still opens in it.
    }
  }
  return pickLanguage({
    search: window.location.search,
    hash: window.location.hash,
    stored,
    browserLanguages: navigator.languages ?? [navigator.language],
  });
}

/**
 * The visitor's choice: kept on this device, and the address bar carries `?lang=hi` (a link to share opens in Hindi;
 * English needs no parameter). Resolves once the language's catalogues are loaded and the screen has switched.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not kept on this device; the URL still carries it.
  }
  const url = new URL(window.location.href);
  if (language === 'en') url.searchParams.delete('lang');
  else url.searchParams.set('lang', language);
  const hashQuery = url.hash.indexOf('?');
  if (hashQuery >= 0) {
    const params = new URLSearchParams(url.hash.slice(hashQuery));
    params.delete('lang');
    const rest = params.toString();
    url.hash = url.hash.slice(0, hashQuery) + (rest ? `?${rest}` : '');
  }
  window.history.replaceState(window.history.state, '', url);
  await i18n.changeLanguage(language);
}

/**
 * Messages kept as constants (SPEC.md's alerts, toasts and validation texts) that read in the active language:
 * each property is its key's text at the moment it is read.
 */
export function translated<K extends string>(keys: Record<K, ParseKeys>): Readonly<Record<K, string>> {
  const texts = {} as Record<K, string>;
  for (const name of Object.keys(keys) as K[]) {
    Object.defineProperty(texts, name, { get: () => (i18n.t as (key: string) => string)(keys[name]), enumerable: true });
  }
  return texts;
}

// Issue 32: a car's data (fuel, transmission, drive, body type, cooling) and the site's city come from the server as
// the operator typed them, in English. English shows them as typed; another language says the values its catalogue
// knows in its own words, and shows any other value (an operator may type a new one) as typed. Here, beside the
// catalogues, so the first load carries them without a chunk of their own (the city is in the shell).

/** The car's fields whose values come from a short list (carData.* in the site catalogues). */
export type CarDataField = 'cartype' | 'clock' | 'fuel' | 'selfdrive' | 'cooling';

/** A catalogue key names a value by its letters and digits in lower case: 'Self Drive', 'self-drive' → selfdrive. */
const keyOf = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The catalogue's words for a key in a language other than English; none for English or a key it lacks. */
function wordsFor(language: Language, namespace: 'shell' | 'site', key: string): string | undefined {
  if (language === 'en') return undefined;
  const words: unknown = i18n.getResource(language, namespace, key);
  return typeof words === 'string' ? words : undefined;
}

/** A car's value as the reader's language says it: 'Diesel' is 'डीज़ल' in Hindi; 'Diesel' in English. */
export function carValue(field: CarDataField, value: string, language: Language = currentLanguage()): string {
  return carValueSaid(field, value, language).text;
}

/** carValue, with lang="en" for a value the catalogue does not know, shown as typed in Latin letters (langOfTyped). */
export function carValueSaid(field: CarDataField, value: string, language: Language = currentLanguage()): { text: string; lang?: 'en' } {
  const words = wordsFor(language, 'site', `carData.${field}.${keyOf(value)}`);
  return words === undefined ? { text: value, lang: langOfTyped(value, language) } : { text: words };
}

/**
 * Text shown as it was typed (a car's name, a blog staff wrote only in English, a customer's review) or as it must stay
 * (a site's English button names): written in Latin letters on a page in another language, its element carries
 * lang="en" (issue 32), so a screen reader says it with English sounds. The attribute's value for such text, 'en';
 * none on an English page or for text with Devanagari in it.
 */
export function langOfTyped(text: string, pageLanguage: string): 'en' | undefined {
  return pageLanguage !== 'en' && /[A-Za-z]/.test(text) && !/[\u0900-\u097F]/.test(text) ? 'en' : undefined;
}

/**
 * A city or town as the reader's language names it: 'Indore' is 'इंदौर' in Hindi. The shell names the cities a site
 * may be configured in (the first paint shows it); the site catalogue the quick booking's other destinations.
 */
export function cityName(city: string, language: Language = currentLanguage()): string {
  const key = `cityName.${keyOf(city)}`;
  return wordsFor(language, 'shell', key) ?? wordsFor(language, 'site', key) ?? city;
}
