import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDay, formatMoment, formatNumber, formatRupees, formatWeekday, timeAgo } from './intl';

describe('Intl formatting in the active language', () => {
  it('₹ with Indian grouping in English and Hindi', () => {
    expect(formatRupees(123456, 'en')).toBe('₹1,23,456');
    expect(formatRupees(123456, 'hi')).toBe('₹1,23,456');
    expect(formatRupees(1499.6, 'en')).toBe('₹1,500');
  });

  it('groups whole numbers by hand exactly as Intl.NumberFormat does', () => {
    const values = [
      0,
      -0,
      7,
      -7,
      999,
      1000,
      -1000,
      12345,
      99999,
      100000,
      123456,
      -123456,
      1234567,
      98765432,
      1e9,
      2 ** 53 - 1,
      -(2 ** 53 - 1),
    ];
    for (let n = 1; n < 1e15; n *= 7) values.push(Math.floor(n), -Math.floor(n));
    values.push(1234.5, 0.25, 1e21, Number.NaN, Number.POSITIVE_INFINITY);
    for (const [language, locale] of [
      ['en', 'en-IN'],
      ['hi', 'hi-IN'],
    ] as const) {
      const intl = new Intl.NumberFormat(locale);
      for (const value of values) {
        expect(formatNumber(value, language)).toBe(intl.format(value));
        expect(formatRupees(value, language)).toBe(`₹${intl.format(Math.round(value))}`);
      }
    }
  });

  it('days, weekdays and times', () => {
    expect(formatDay('2026-03-09', 'en')).toBe('9 Mar 2026');
    expect(formatDay('2026-03-09', 'hi')).toBe('9 मार्च 2026');
    expect(formatWeekday('2026-03-09', 'short', 'en')).toBe('Mon');
    expect(formatWeekday('2026-03-09', 'long', 'hi')).toBe('सोमवार');
    expect(formatClock('14:05', 'en')).toBe('02:05 PM');
    expect(formatClock('00:30', 'en')).toBe('12:30 AM');
    expect(formatMoment('2026-03-09', '10:00', 'en')).toBe('9 Mar 2026, 10:00 AM');
  });

  it('writes days by hand exactly as Intl.DateTimeFormat does, every month, in both languages', () => {
    for (const [language, locale, month] of [
      ['en', 'en-IN', 'short'],
      ['hi', 'hi-IN', 'long'],
    ] as const) {
      const utc = new Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' });
      const local = new Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric' });
      for (let m = 0; m < 12; m++)
        for (const [year, day] of [
          [2026, 1],
          [2025, 28],
          [1999, 9],
          [2100, 15],
        ]) {
          const date = new Date(Date.UTC(year, m, day, 12));
          expect(formatDay(date.toISOString().slice(0, 10), language)).toBe(utc.format(date));
          for (const hour of [0, 12, 23]) {
            const moment = new Date(Date.UTC(year, m, day, hour, 30)).toISOString();
            expect(formatDate(moment, language)).toBe(local.format(new Date(moment)));
          }
        }
    }
    expect(formatDay('not a day', 'en')).toBe('not a day');
    expect(formatDate('not a moment', 'en')).toBe('');
  });

  it("Hindi says the month in full, as people say it, not hi-IN's clipped form (नव॰)", () => {
    expect(formatDay('2026-11-28', 'hi')).toBe('28 नवंबर 2026');
    expect(formatDay('2026-11-28', 'en')).toBe('28 Nov 2026');
    expect(formatDate('2026-11-21T12:00:00Z', 'hi')).toBe('21 नवंबर 2026');
    expect(formatDate('2026-11-21T12:00:00Z', 'en')).toBe('21 Nov 2026');
  });

  it('Hindi says the part of the day before the hour: सुबह, दोपहर, शाम, रात', () => {
    const said = (time: string) => formatClock(time, 'hi').replace(/\s/g, ' ');
    expect(said('10:00')).toBe('सुबह 10:00');
    expect(said('13:05')).toBe('दोपहर 1:05');
    expect(said('17:05')).toBe('शाम 5:05');
    expect(said('21:05')).toBe('रात 9:05');
    expect(said('00:30')).toBe('रात 12:30');
    expect(formatMoment('2026-11-28', '10:00', 'hi').replace(/\s/g, ' ')).toBe('28 नवंबर 2026, सुबह 10:00');
    expect(formatClock('14:05', 'en')).toBe('02:05 PM');
  });

  it('relative times in notifications', () => {
    const now = Date.parse('2026-03-09T12:00:00Z');
    const ago = (ms: number) => new Date(now - ms).toISOString();
    expect(timeAgo(ago(10_000), now, 'en')).toBe('just now');
    expect(timeAgo(ago(60_000), now, 'en')).toBe('1 minute ago');
    expect(timeAgo(ago(5 * 60_000), now, 'en')).toBe('5 minutes ago');
    expect(timeAgo(ago(3 * 3_600_000), now, 'en')).toBe('3 hours ago');
    expect(timeAgo(ago(5 * 60_000), now, 'hi')).toBe('5 मिनट पहले');
    expect(timeAgo(ago(2 * 86_400_000), now, 'hi')).toBe('2 दिन पहले');
    expect(timeAgo(ago(10_000), now, 'hi')).toBe('अभी-अभी');
  });
});
