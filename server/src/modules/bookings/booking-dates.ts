import { CITY_TIME_ZONE, cityNow } from '../common/city-time.js';

/** A city wall-clock moment as a number that orders and subtracts correctly (minutes are exact). */
export function wallClockMs(date: string, time = '00:00'): number {
  return Date.parse(`${date}T${time}:00Z`);
}

/** The city's wall clock, as wallClockMs reads it, to the millisecond (the city's offset is whole minutes). */
export function cityNowMs(at: Date = new Date()): number {
  const now = cityNow(at);
  return wallClockMs(now.date, now.time) + (at.getTime() % 60_000);
}

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: CITY_TIME_ZONE, timeZoneName: 'longOffset' });

/** The instant a city day (yyyy-MM-dd) begins, e.g. for "created on" filters. */
export function cityDayStart(date: string): Date {
  const probe = new Date(`${date}T12:00:00Z`);
  const offset = offsetFormat.formatToParts(probe).find((p) => p.type === 'timeZoneName')?.value.replace('GMT', '') || '+00:00';
  return new Date(`${date}T00:00:00${offset}`);
}

/** The day after a yyyy-MM-dd day. */
export function nextDay(date: string): string {
  return new Date(wallClockMs(date) + 86_400_000).toISOString().slice(0, 10);
}
