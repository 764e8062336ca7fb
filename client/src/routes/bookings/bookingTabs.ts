import type { BookingStatus } from '../../gql/graphql';

export const BOOKING_TABS = ['Upcoming', 'Ongoing', 'History'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

const CLOSED: readonly BookingStatus[] = ['Rejected', 'Canceled', 'Completed'];

/**
 * SPEC.md section 4. History: pick-up in the past, or Rejected, Canceled or Completed. Ongoing: pick-up today and
 * Accepted. Upcoming: pick-up in the future, Accepted or Pending, and also a Pending booking whose pick-up is
 * today (still awaiting approval, so not yet ongoing; SPEC.md's rules would otherwise show it in no tab).
 * Dates are yyyy-MM-dd, so they compare as text; `today` is the city's date.
 */
export function bookingTab(booking: { pickupDate: string; status: BookingStatus }, today: string): BookingTab {
  if (CLOSED.includes(booking.status) || booking.pickupDate < today) return 'History';
  if (booking.pickupDate === today && booking.status === 'Accepted') return 'Ongoing';
  return 'Upcoming';
}

export function bookingsInTab<T extends { pickupDate: string; status: BookingStatus }>(bookings: readonly T[], tab: BookingTab, today: string): T[] {
  return bookings.filter((booking) => bookingTab(booking, today) === tab);
}

/** SPEC.md: 'No {tab} bookings'. */
export function emptyTabText(tab: BookingTab): string {
  return `No ${tab} bookings`;
}

/** Only a Pending or Accepted booking can be cancelled by the customer. */
export function isCancellable(status: BookingStatus): boolean {
  return status === 'Pending' || status === 'Accepted';
}
