import { translated } from '../../i18n/i18n';
import type { BookFor } from '../../gql/graphql';
import { cityNow } from '../../lib/cityClock';
import { DEFAULT_BOOK_FOR } from '../../components/period/bookFor';
import { readBookingSettings } from '../../site/bookingSettings';

export interface BookingFormValues {
  license: string;
  pickupDate: string;
  pickupTime: string;
  dropDate: string;
  dropTime: string;
  bookFor: BookFor;
}

/** SPEC.md's messages, in the active language (the catalogues' booking.*). */
export const BOOKING_MESSAGES = translated({
  loginFirst: 'booking.loginFirst',
  submitted: 'booking.submitted',
  failedFallback: 'booking.failedFallback',
});

const HOUR_MS = 3_600_000;
/** How long each duration lasts, for the drop-off that follows the pick-up until the customer sets it. */
const DURATION_HOURS: Record<BookFor, number> = { TwelveHours: 12, Daily: 24, Weekly: 7 * 24, Monthly: 30 * 24 };

/** The drop-off one duration after the pick-up, in the city's wall-clock time (Indore has no daylight saving). */
export function dropAfter(pickupDate: string, pickupTime: string, bookFor: BookFor): Pick<BookingFormValues, 'dropDate' | 'dropTime'> {
  const pickup = Date.parse(`${pickupDate}T${pickupTime}:00Z`);
  if (Number.isNaN(pickup)) return { dropDate: pickupDate, dropTime: pickupTime };
  const iso = new Date(pickup + DURATION_HOURS[bookFor] * HOUR_MS).toISOString();
  return { dropDate: iso.slice(0, 10), dropTime: iso.slice(11, 16) };
}

const QUARTER_MS = 15 * 60_000;

/**
 * The earliest pick-up the server accepts: now plus the lead time (MIN_LEAD_MINUTES). With a lead time it is rounded
 * up to the next quarter hour (a time a person would pick); with none it is SPEC.md's "now".
 */
export function earliestPickup(now: Date = new Date(), leadMinutes = readBookingSettings().minLeadMinutes): { date: string; time: string } {
  if (leadMinutes <= 0) return cityNow(now);
  return cityNow(new Date(Math.ceil((now.getTime() + leadMinutes * 60_000) / QUARTER_MS) * QUARTER_MS));
}

/**
 * SPEC.md: the pick-up defaults to today's date and the current time (the city's clock), moved on by the lead time
 * (issue 22). The drop-off follows the duration (12 Hours: pick-up + 12 h), so that submitting the defaults books a
 * valid period (docs/decisions.md).
 */
export function bookingFormDefaults(now: Date = new Date(), leadMinutes = readBookingSettings().minLeadMinutes): BookingFormValues {
  const { date, time } = earliestPickup(now, leadMinutes);
  return { license: '', pickupDate: date, pickupTime: time, ...dropAfter(date, time, DEFAULT_BOOK_FOR), bookFor: DEFAULT_BOOK_FOR };
}

/**
 * A change to the form: while the customer has not set the drop-off themselves, it follows the pick-up and the
 * duration; once they have (a drop field, the calendar or a period from the listing), it stays theirs.
 */
export function applyBookingChange(current: BookingFormValues, patch: Partial<BookingFormValues>, dropFollows: boolean): BookingFormValues {
  const next = { ...current, ...patch };
  const setsDrop = 'dropDate' in patch || 'dropTime' in patch;
  return dropFollows && !setsDrop ? { ...next, ...dropAfter(next.pickupDate, next.pickupTime, next.bookFor) } : next;
}

/**
 * The booking as sent: a pick-up the customer has not touched is SPEC.md's "now" at the moment of sending (the
 * drop-off following it while it follows), so a modal left open for a while books the present, which the server
 * accepts, rather than the moment it opened.
 */
export function withCurrentPickup(
  values: BookingFormValues,
  dropFollows: boolean,
  now: Date = new Date(),
  leadMinutes = readBookingSettings().minLeadMinutes,
): BookingFormValues {
  const { date, time } = earliestPickup(now, leadMinutes);
  return applyBookingChange(values, { pickupDate: date, pickupTime: time }, dropFollows);
}

/** Digits only; a 10-digit number gets India's 91 in front (SPEC.md section 5). */
export function bookingPhone(raw: string | null | undefined): string {
  const digits = (raw ?? '').replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}

/** The profile phone as the modal shows it: '+' and the country code. */
export function displayPhone(raw: string | null | undefined): string {
  const digits = bookingPhone(raw);
  return digits ? `+${digits}` : '';
}

export interface BookingLimits {
  pickupDateMin: string;
  pickupTimeMin: string | undefined;
  dropDateMin: string;
}

/**
 * The earliest dates and pick-up time the form accepts, as of `now` (the modal passes the moment it opened, so the
 * default pick-up, that moment, never falls below its own minimum while the customer fills the form in).
 */
export function bookingLimits(
  values: Pick<BookingFormValues, 'pickupDate'>,
  now: Date = new Date(),
  leadMinutes = readBookingSettings().minLeadMinutes,
): BookingLimits {
  const earliest = leadMinutes > 0 ? cityNow(new Date(now.getTime() + leadMinutes * 60_000)) : cityNow(now);
  return {
    pickupDateMin: earliest.date,
    // Not before the current time (plus the lead time) on the earliest day.
    pickupTimeMin: values.pickupDate === earliest.date ? earliest.time : undefined,
    dropDateMin: values.pickupDate && values.pickupDate > earliest.date ? values.pickupDate : earliest.date,
  };
}

/** '❌ ' and the server's message, or 'Failed to book car.'. */
export function bookingFailure(message: string | null): string {
  return `❌ ${message ?? BOOKING_MESSAGES.failedFallback}`;
}
