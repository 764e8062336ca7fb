/** Bookings are wall-clock times in the service city (Indore): one time zone for every rule and query. */
export const CITY_TIME_ZONE = 'Asia/Kolkata';

/** SQL for "now" as the city's wall clock, comparable with bookings' periods. */
export const SQL_CITY_NOW = `(now() at time zone '${CITY_TIME_ZONE}')`;

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: CITY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

// The last minute asked for and its answer: the city's offset is whole minutes, so a UTC minute is one city minute,
// and formatToParts (about 50 µs and a dozen objects) runs once a minute instead of on every booking and quote.
let lastMinute = Number.NaN;
let lastNow = { date: '', time: '' };

/** Today's date (yyyy-MM-dd) and the time (HH:mm) in the city. */
export function cityNow(at: Date = new Date()): { date: string; time: string } {
  const minute = Math.floor(at.getTime() / 60_000);
  if (minute === lastMinute) return { ...lastNow };
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  const now = { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
  lastMinute = minute;
  lastNow = now;
  return { ...now };
}

/** A city wall-clock moment as a number that orders and subtracts correctly (minutes are exact). */
export function wallClockMs(date: string, time = '00:00'): number {
  return Date.parse(`${date}T${time}:00Z`);
}

/** The city's wall clock, as wallClockMs reads it, to the millisecond (the city's offset is whole minutes). */
export function cityNowMs(at: Date = new Date()): number {
  const now = cityNow(at);
  return wallClockMs(now.date, now.time) + (at.getTime() % 60_000);
}

const clockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: CITY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** How far the city's clock is ahead of UTC at an instant, in ms; to the second (Indore kept +05:21:10 until 1942). */
function offsetMsAt(at: Date): number {
  const p = Object.fromEntries(clockFormat.formatToParts(at).map((x) => [x.type, Number(x.value)]));
  const wall = new Date(0);
  wall.setUTCFullYear(p.year, p.month - 1, p.day);
  wall.setUTCHours(p.hour, p.minute, p.second, 0);
  return wall.getTime() - (at.getTime() - (((at.getTime() % 1000) + 1000) % 1000));
}

/**
 * The instant a city day (yyyy-MM-dd) begins, e.g. for "created on" filters. Computed from offsets in numbers, never
 * by writing an offset into a date string (historical offsets with seconds are not valid ISO offsets).
 */
export function cityDayStart(date: string): Date {
  const midnight = wallClockMs(date);
  const guess = midnight - offsetMsAt(new Date(midnight));
  return new Date(midnight - offsetMsAt(new Date(guess)));
}

/** The day after a yyyy-MM-dd day. */
export function nextDay(date: string): string {
  return new Date(wallClockMs(date) + 86_400_000).toISOString().slice(0, 10);
}

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: CITY_TIME_ZONE, timeZoneName: 'longOffset' });

/** A city wall-clock moment (as wallClockMs reads it) in ISO 8601 with the city's offset, e.g. 2026-12-01T10:00:00+05:30. */
export function wallClockIso(ms: number): string {
  const local = new Date(ms).toISOString().slice(0, 19);
  // The offset in force at about that moment (the city's zone may have none to change, but do not assume it).
  const offset =
    offsetFormat
      .formatToParts(new Date(ms))
      .find((p) => p.type === 'timeZoneName')
      ?.value.replace('GMT', '') || '+00:00';
  return `${local}${offset === '' ? '+00:00' : offset}`;
}
