import { ConflictError } from '../common/errors.js';
import { wallClockIso } from '../common/city-time.js';

/** The counter's timing rules (issue 29): EARLY_HANDOVER_MINUTES and OVERDUE_WARN_HOURS. */
export interface TripSettings {
  /** How long before the booked pick-up the keys may be handed over (60): earlier time is unbilled use. */
  earlyHandoverMinutes: number;
  /** Within this many hours of their pick-up, a customer whose car is still out on an overdue trip is told (2). */
  overdueWarnHours: number;
}

export const DEFAULT_TRIP_SETTINGS: TripSettings = { earlyHandoverMinutes: 60, overdueWarnHours: 2 };

/**
 * The handover's earliest moment: `earlyHandoverMinutes` before the booked pick-up (both city wall-clock ms). Earlier is
 * a 409 that says to move the booking first, so the period billed is the period used.
 */
export function assertHandoverTime(pickupMs: number, nowMs: number, settings: TripSettings): void {
  const earliest = pickupMs - settings.earlyHandoverMinutes * 60_000;
  if (nowMs >= earliest) return;
  const at = wallClockIso(pickupMs).slice(0, 16).replace('T', ' ');
  throw new ConflictError(
    `This booking's pick-up is ${at}: the keys can be handed over from ${settings.earlyHandoverMinutes} minutes before it. ` +
      'To hand over earlier, move the booking first.',
  );
}

/**
 * A handover's odometer against the car's last return reading: below it is refused unless staff give a correction
 * reason (a replaced meter, a typo at the last return), which is kept on the trip.
 */
export function assertOdometer(km: number, lastReturnKm: number | null, correction: string | null): void {
  if (lastReturnKm === null || km >= lastReturnKm || correction) return;
  throw new ConflictError(
    `The odometer reads ${km.toLocaleString('en-IN')} km, below the car's last return reading of ${lastReturnKm.toLocaleString('en-IN')} km. ` +
      'Check the reading, or give a correction reason.',
  );
}
