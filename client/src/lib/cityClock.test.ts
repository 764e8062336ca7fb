import { describe, expect, it } from 'vitest';
import { CITY_TIME_ZONE, cityInstant, cityNow } from './cityClock';

// cityNow is arithmetic (UTC+05:30); it must agree with the time-zone database for the city.
const byZone = (at: Date) => {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: CITY_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
};

describe('cityNow', () => {
  it.each([
    '2026-01-01T00:00:00Z',
    '2026-03-29T18:29:59Z',
    '2026-03-29T18:30:00Z',
    '2026-06-30T23:59:00Z',
    '2026-10-25T01:00:00Z',
    '2026-12-31T18:30:00Z',
    '2028-02-29T12:00:00Z',
  ])('gives the city date and time at %s as the time-zone database does', (iso) => {
    expect(cityNow(new Date(iso))).toEqual(byZone(new Date(iso)));
  });
});

describe('cityInstant', () => {
  it('is the instant of a city wall-clock date and time, the inverse of cityNow', () => {
    expect(new Date(cityInstant('2026-12-01', '10:00')).toISOString()).toBe('2026-12-01T04:30:00.000Z');
    const at = new Date('2026-06-30T23:59:00Z');
    const { date, time } = cityNow(at);
    expect(cityInstant(date, time)).toBe(at.getTime());
  });
});
