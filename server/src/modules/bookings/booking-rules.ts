import { BadInputError, ConflictError } from '../common/errors.js';
import { BookingStatus, TripStage } from '../common/enums.js';

import { cityNowMs } from '../common/city-time.js';
import { periodOf, type PeriodFields } from '../availability/periods.js';
import { checkLeadTime } from '../availability/calendar.js';

export const CAR_TAKEN = 'This car is already booked for those dates.';
export const MAX_BOOKING_DAYS = 90;
// With no lead time (MIN_LEAD_MINUTES=0) a pick-up "now" is allowed: a form filled in for a few minutes must still go through.
const PICKUP_GRACE_MS = 10 * 60_000;

export const CANCELLABLE: readonly BookingStatus[] = [BookingStatus.Pending, BookingStatus.Accepted];

/** Once the keys are handed over, the booking ends only through its trip: its return and its settled bill. */
export function assertNoTrip(booking: { tripStage: TripStage }): void {
  if (booking.tripStage === TripStage.NOT_STARTED) return;
  throw new ConflictError(
    booking.tripStage === TripStage.SETTLED
      ? 'This trip is settled; the booking can no longer change.'
      : 'This booking is on a trip: record its return and settle its bill on the Trips screen.',
  );
}

/** At most MAX_BOOKING_DAYS long (the policy maximum). */
export function checkBookableLength(fields: PeriodFields): void {
  const { start, end } = periodOf(fields);
  if (end - start > MAX_BOOKING_DAYS * 86_400_000) throw new BadInputError(`A booking can last at most ${MAX_BOOKING_DAYS} days.`);
}

/**
 * A period a customer may book (a new booking or a move): not in the past, at least `leadMinutes` ahead
 * (MIN_LEAD_MINUTES), at most MAX_BOOKING_DAYS long.
 */
export function checkBookablePeriod(fields: PeriodFields, now: Date = new Date(), leadMinutes = 0): void {
  const { start } = periodOf(fields);
  if (start < cityNowMs(now) - PICKUP_GRACE_MS) throw new BadInputError('The pick-up date and time cannot be in the past.');
  checkLeadTime(start, cityNowMs(now), leadMinutes);
  checkBookableLength(fields);
}

/** The customer-facing line for a status, e.g. 'Your booking for Fortuner on 2026-12-01 has been Accepted.' */
export function statusMessage(carName: string, pickupDate: string, status: BookingStatus): string {
  const subject = `Your booking for ${carName} on ${pickupDate}`;
  return status === BookingStatus.Pending ? `${subject} is Pending approval.` : `${subject} has been ${status}.`;
}
