// Issue 24: every number, amount, date and relative time the customer reads is formatted here, with Intl, in the
// active language's locale (en-IN or hi-IN; both group digits the Indian way: ₹1,23,456). English output is what
// the site always showed. One formatter per locale and kind, made on first use.
import { currentLanguage, intlLocale } from '../i18n/i18n';
import type { Language } from '../i18n/languages';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let made = cache.get(key) as T | undefined;
  if (!made) {
    made = make();
    cache.set(key, made);
  }
  return made;
}

/**
 * A whole number with Indian digit grouping (1,23,456), exactly as en-IN's and hi-IN's Intl.NumberFormat write it,
 * without Intl: the first number formatter loads the locale's data, about 30 ms of a phone's first paint of the car
 * listing (110 ms under Lighthouse's 4x slowdown). Anything else (fractions, huge numbers) goes to Intl.
 */
function groupIndian(value: number, locale: string): string {
  if (!Number.isSafeInteger(value)) return cached(`n:${locale}`, () => new Intl.NumberFormat(locale)).format(value);
  const digits = String(Math.abs(value));
  const grouped = digits.length > 3 ? `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits;
  return value < 0 || Object.is(value, -0) ? `-${grouped}` : grouped;
}

/** ₹ with Indian digit grouping (₹1,23,456), whole rupees. */
export function formatRupees(amount: number, language: Language = currentLanguage()): string {
  return `₹${groupIndian(Math.round(amount), intlLocale(language))}`;
}

/** A count with the language's digit grouping (1,00,000). */
export function formatNumber(value: number, language: Language = currentLanguage()): string {
  return groupIndian(value, intlLocale(language));
}

/**
 * How a day's month is written: English abbreviates it ('9 Mar 2026'); Hindi says it in full ('9 मार्च 2026',
 * '28 नवंबर 2026'), as people say it: hi-IN's short months are clipped forms ('नव॰') nobody reads aloud (issue 32).
 * Written by hand, exactly as en-IN's and hi-IN's Intl.DateTimeFormat write them (intl.test.ts checks every month):
 * the first date formatter loads the locale's data, 30-45 ms of a phone's first paint of the blog list (100-180 ms
 * under a 4x slowdown).
 */
const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
};

/** '9 Mar 2026' from a day, a month (0-11) and a year, in the order and words Intl gives. */
function dayMonthYear(day: number, month: number, year: number, language: Language): string {
  return `${day} ${MONTHS[language][month]} ${year}`;
}

/** A calendar day (yyyy-MM-dd): '9 Mar 2026', '28 नवंबर 2026'. */
export function formatDay(date: string, language: Language = currentLanguage()): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return dayMonthYear(day.getUTCDate(), day.getUTCMonth(), day.getUTCFullYear(), language);
}

/** A moment (ISO 8601) as a day in the reader's own calendar: '21 Nov 2026', '21 नवंबर 2026'. */
export function formatDate(iso: string, language: Language = currentLanguage()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dayMonthYear(date.getDate(), date.getMonth(), date.getFullYear(), language);
}

/** The weekday of a calendar day: 'Mon' / 'सोम' (short) or 'Monday' / 'सोमवार' (long). */
export function formatWeekday(date: string, width: 'short' | 'long' = 'short', language: Language = currentLanguage()): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return '';
  const locale = intlLocale(language);
  return cached(`w:${width}:${locale}`, () => new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' })).format(day);
}

/**
 * A wall-clock time (HH:mm) in 12-hour style: '02:05 PM' in English (the quick form's slots). Hindi says the part of
 * the day before the hour, as people say it and as the server's mails do: 'सुबह 10:00', 'दोपहर 2:05', 'शाम 5:30',
 * 'रात 9:05' (issue 32).
 */
export function formatClock(time: string, language: Language = currentLanguage()): string {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  if (language === 'en') {
    const twelve = hour % 12 === 0 ? 12 : hour % 12;
    return `${String(twelve).padStart(2, '0')}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
  }
  const locale = intlLocale(language);
  const at = new Date(Date.UTC(2000, 0, 1, hour, Number(match[2])));
  return cached(
    `t:${locale}`,
    () => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', dayPeriod: 'long', timeZone: 'UTC' }),
  ).format(at);
}

/** '9 Mar 2026, 10:00 AM', '9 मार्च 2026, सुबह 10:00' for a wall-clock date and time. */
export function formatMoment(date: string, time: string, language: Language = currentLanguage()): string {
  return `${formatDay(date, language)}, ${formatClock(time, language)}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const JUST_NOW: Record<Language, string> = { en: 'just now', hi: 'अभी-अभी' };

/** '2 minutes ago' / '2 मिनट पहले', hours, days; within a minute 'just now'; after a month, the date. */
export function timeAgo(iso: string, now: number = Date.now(), language: Language = currentLanguage()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE) return JUST_NOW[language];
  const locale = intlLocale(language);
  const relative = cached(`r:${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }));
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 30 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return formatDate(new Date(at).toISOString(), language);
}
