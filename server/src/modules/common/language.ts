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

const SAY_DAY = {
  en: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  hi: new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
} satisfies Record<Language, Intl.DateTimeFormat>;
const SAY_TIME = {
  en: new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' }),
  // Hindi says the part of the day before the hour: "सुबह 10:00", "शाम 5:30" (issue 32).
  hi: new Intl.DateTimeFormat('hi-IN', { hour: 'numeric', minute: '2-digit', dayPeriod: 'long', timeZone: 'UTC' }),
} satisfies Record<Language, Intl.DateTimeFormat>;

/**
 * A calendar day (yyyy-MM-dd) and optionally a wall time (HH:mm) as people say them, in mails and server texts:
 * "28 Nov 2026, 10:00 am" and "28 नवंबर 2026, सुबह 10:00". Anything unreadable is given back as written.
 */
export function sayDate(language: Language, date: string, time?: string): string {
  const [hours, minutes] = (time ?? '12:00').split(':').map(Number);
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime()) || !Number.isInteger(hours) || !Number.isInteger(minutes)) return time ? `${date} ${time}` : date;
  at.setUTCHours(hours, minutes);
  const day = SAY_DAY[language].format(at);
  return time === undefined ? day : `${day}, ${SAY_TIME[language].format(at)}`;
}
