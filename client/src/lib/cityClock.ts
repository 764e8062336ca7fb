/** Bookings are wall-clock times in the service city; "today" is the city's date, whatever the browser's zone. */
export const CITY_TIME_ZONE = 'Asia/Kolkata';
/**
 * Asia/Kolkata keeps UTC+05:30 all year (no daylight saving since 1945), so the city's clock is arithmetic: no
 * time-zone formatter, whose first use loads the zone data and costs a phone's first paint tens of milliseconds.
 */
const CITY_UTC_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The city's date (yyyy-MM-dd) and time (HH:mm) at `at`. */
export function cityNow(at: Date = new Date()): { date: string; time: string } {
  const iso = new Date(at.getTime() + CITY_UTC_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The instant of a city wall-clock date (yyyy-MM-dd) and time (HH:mm), e.g. a booking's drop-off. */
export function cityInstant(date: string, time: string): number {
  return Date.parse(`${date}T${time}:00Z`) - CITY_UTC_OFFSET_MS;
}

// Formatting of days and times is in lib/intl.ts (issue 24: in the active language); kept importable from here.
export { formatClock, formatDay } from './intl';
