import { CITY_TIME_ZONE, cityNow, cityNowMs } from './city-time.js';
import type { Param } from './sql-params.js';

/**
 * The one clock every service reads (issue 29): the composition root gives it (`Services.clock`), so a test can hand
 * the server a clock it moves to make pick-ups come and trips run late without sleeping. Production only ever builds
 * `systemClock` (server/src/main.ts passes none); the movable clock lives in server/test/support, outside the build.
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Today's date and time in the city, as the clock says. */
export function cityToday(clock: Clock): { date: string; time: string } {
  return cityNow(clock.now());
}

/** The city's wall clock now as a comparable number (wallClockMs), as the clock says. */
export function cityClockMs(clock: Clock): number {
  return cityNowMs(clock.now());
}

/**
 * SQL for "now" as the city's wall clock at the clock's instant, comparable with bookings' periods. The instant is
 * written as a literal (an ISO string the server made, never input), so queries need no extra parameter; or, given
 * `p`, as a parameter, for a prepared statement's text, which must be the same on every run (prepared-sql.ts).
 */
export function sqlCityNow(clock: Clock, p?: Param): string {
  const instant = clock.now().toISOString();
  return `(${p ? `${p(instant)}::timestamptz` : `timestamptz '${instant}'`} at time zone '${CITY_TIME_ZONE}')`;
}

/** SQL for the clock's instant (a timestamptz), in place of now(). */
export function sqlNow(clock: Clock): string {
  return `(timestamptz '${clock.now().toISOString()}')`;
}
