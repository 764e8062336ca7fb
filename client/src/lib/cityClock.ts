/** Bookings are wall-clock times in the service city; "today" is the city's date, whatever the browser's zone. */
export const CITY_TIME_ZONE = 'Asia/Kolkata';
/**
 * Asia/Kolkata keeps UTC+05:30 all year (no daylight saving since 1945), so the city's clock is arithmetic: no
 * time-zone formatter, whose first use loads the zone data and costs a phone's first paint tens of milliseconds.
 */
const CITY_UTC_OFFSET_MS = (5 * 60 + 30) * 60_000;

// Made on first use, not when the module loads.
let days: Intl.DateTimeFormat | undefined;

/** The city's date (yyyy-MM-dd) and time (HH:mm) at `at`. */
export function cityNow(at: Date = new Date()): { date: string; time: string } {
  const iso = new Date(at.getTime() + CITY_UTC_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** '14:05' → '02:05 PM' (the slot style of the quick booking form). */
export function formatClock(time: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(twelve).padStart(2, '0')}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** '2026-03-09' → '9 Mar 2026'. */
export function formatDay(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  days ??= new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return days.format(day);
}
