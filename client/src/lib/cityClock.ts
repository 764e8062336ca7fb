/** Bookings are wall-clock times in the service city; "today" is the city's date, whatever the browser's zone. */
export const CITY_TIME_ZONE = 'Asia/Kolkata';

// Made on first use, not when the module loads: a formatter with a time zone costs the first paint of every
// screen that merely imports this file.
let parts: Intl.DateTimeFormat | undefined;
let days: Intl.DateTimeFormat | undefined;

/** The city's date (yyyy-MM-dd) and time (HH:mm) at `at`. */
export function cityNow(at: Date = new Date()): { date: string; time: string } {
  parts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: CITY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  });
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
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
