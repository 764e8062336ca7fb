import type { BookFor } from '../../gql/graphql';
import { cityNow } from '../bookings/cityClock';
import { DEFAULT_BOOK_FOR } from './bookFor';

export interface BookingFormValues {
  license: string;
  pickupDate: string;
  pickupTime: string;
  dropDate: string;
  dropTime: string;
  bookFor: BookFor;
}

export const BOOKING_MESSAGES = {
  loginFirst: '⚠️ Please login first to book this car.',
  submitted: 'Booking submitted. Waiting for admin approval.',
  failedFallback: 'Failed to book car.',
} as const;

/** SPEC.md: pick-up and drop-off default to today's date and the current time (the city's clock). */
export function bookingFormDefaults(now: Date = new Date()): BookingFormValues {
  const { date, time } = cityNow(now);
  return { license: '', pickupDate: date, pickupTime: time, dropDate: date, dropTime: time, bookFor: DEFAULT_BOOK_FOR };
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

/** The earliest dates and pick-up time the form accepts right now. */
export function bookingLimits(values: Pick<BookingFormValues, 'pickupDate'>, now: Date = new Date()) {
  const { date: today, time } = cityNow(now);
  return {
    pickupDateMin: today,
    // Not before the current time when the pick-up is today.
    pickupTimeMin: values.pickupDate === today ? time : undefined,
    dropDateMin: values.pickupDate && values.pickupDate > today ? values.pickupDate : today,
  };
}

/** '❌ ' and the server's message, or 'Failed to book car.'. */
export function bookingFailure(message: string | null): string {
  return `❌ ${message ?? BOOKING_MESSAGES.failedFallback}`;
}
