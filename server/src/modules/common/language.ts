import { BadInputError } from './errors.js';

/** The customer site's languages (issue 24): a customer's mails follow the language on their profile. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A language a customer chose: 'en' or 'hi'. */
export function parseLanguage(value: unknown): Language {
  if (!isLanguage(value)) throw new BadInputError('Language must be en (English) or hi (Hindi).');
  return value;
}

/** Optional: absent (undefined, null or '') is null. */
export function parseOptionalLanguage(value: unknown): Language | null {
  return value === undefined || value === null || value === '' ? null : parseLanguage(value);
}

/** Whole rupees as a customer reads them: ₹ with Indian grouping (₹1,23,456), the same digits in both languages. */
export function rupeesFor(language: Language, amount: number): string {
  return `₹${amount.toLocaleString(language === 'hi' ? 'hi-IN' : 'en-IN')}`;
}
