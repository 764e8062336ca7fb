/** The customer site's languages. English is SPEC.md's text; Hindi is its translation (issue 24). */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Kept on the device under this localStorage key; a signed-in customer's profile keeps it too. */
export const LANGUAGE_STORAGE_KEY = 'lang';

/** The Intl locale each language formats numbers, money and dates with (Indian grouping in both). */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `?lang=hi` before the hash (`/?lang=hi#/about`) or inside it (`#/about?lang=hi`). */
export function languageFromUrl(search: string, hash: string): Language | null {
  const inHash = hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
  for (const query of [inHash, search]) {
    const lang = new URLSearchParams(query).get('lang');
    if (isLanguage(lang)) return lang;
  }
  return null;
}

/**
 * The language of a visit: the URL's `?lang=` first (a shared link), then the choice kept on this device, then the
 * browser's languages: Hindi only if the browser prefers it to English; otherwise English. The site never guesses
 * beyond that.
 */
export function pickLanguage(input: {
  search: string;
  hash: string;
  stored: string | null;
  browserLanguages: readonly string[];
}): Language {
  const fromUrl = languageFromUrl(input.search, input.hash);
  if (fromUrl) return fromUrl;
  if (isLanguage(input.stored)) return input.stored;
  for (const tag of input.browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'hi') return 'hi';
    if (primary === 'en') return 'en';
  }
  return 'en';
}
