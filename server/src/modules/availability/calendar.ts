import { BadInputError } from '../common/errors.js';

/**
 * The calendar's settings (README, Configuration): TURNAROUND_MINUTES after a drop-off before the next pick-up (a car
 * may have its own), and MIN_LEAD_MINUTES between now and a pick-up.
 */
export interface CalendarSettings {
  turnaroundMinutes: number;
  minLeadMinutes: number;
}

export const DEFAULT_CALENDAR: CalendarSettings = { turnaroundMinutes: 60, minLeadMinutes: 120 };
export const MAX_TURNAROUND_MINUTES = 1440;

/** The turnaround a car needs after each rental: its own when set, else the site's. */
export function turnaroundOf(car: { turnaroundMinutes?: number | null }, settings: CalendarSettings): number {
  return car.turnaroundMinutes ?? settings.turnaroundMinutes;
}

/** "2 hours", "90 minutes", "1 hour". */
export function minutesText(minutes: number): string {
  if (minutes % 60 === 0) return `${minutes / 60} ${minutes === 60 ? 'hour' : 'hours'}`;
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * A pick-up at least `minLeadMinutes` after now (both city wall-clock ms), else a 400 naming the earliest time.
 * No lead (0) leaves only the past check, done by the caller.
 */
export function checkLeadTime(pickupMs: number, nowMs: number, minLeadMinutes: number): void {
  if (minLeadMinutes <= 0) return;
  const earliest = nowMs + minLeadMinutes * 60_000;
  if (pickupMs >= earliest) return;
  // The earliest whole minute that is allowed, as the customer reads a clock.
  const shown = new Date(Math.ceil(earliest / 60_000) * 60_000).toISOString();
  throw new BadInputError(
    `The pick-up must be at least ${minutesText(minLeadMinutes)} from now: the earliest is ${shown.slice(0, 10)} ${shown.slice(11, 16)}.`,
  );
}
