import { describe, expect, it } from 'vitest';
import { cityDayStart, nextDay } from './city-time.js';

describe('cityDayStart', () => {
  it("is 18:30 UTC the day before at today's +05:30", () => {
    expect(cityDayStart('2026-11-25').toISOString()).toBe('2026-11-24T18:30:00.000Z');
    expect(cityDayStart(nextDay('2026-12-31')).toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });

  it("follows the city's historical offset to the second (+05:21:10 in 1900) without writing it into a string", () => {
    expect(cityDayStart('1900-01-01').toISOString()).toBe('1899-12-31T18:38:50.000Z');
    expect(() => cityDayStart('0001-01-01')).not.toThrow();
    expect(Number.isNaN(cityDayStart('0001-01-01').getTime())).toBe(false);
  });
});
