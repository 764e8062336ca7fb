import type { AdminDashboardQuery } from '../../../gql/graphql';

/** The anchor of the All Bookings table below the figures: booking cards scroll there. */
export const ALL_BOOKINGS_ANCHOR = 'all-bookings';

type Figure = Exclude<keyof AdminDashboardQuery['adminDashboard'], '__typename' | 'lastBackupAt'>;

export interface DashboardCard {
  figure: Figure;
  label: string;
  /** A route, or `#anchor` for a place on the dashboard itself. */
  to: string;
  linkText: string;
  tone: 'alert' | 'info' | 'ok';
}

const BOOKINGS = `#${ALL_BOOKINGS_ANCHOR}`;

/** What an admin looks at first, each figure linking to the screen where it is handled. */
export const DASHBOARD_CARDS: DashboardCard[] = [
  { figure: 'pendingBookings', label: 'Pending bookings', to: BOOKINGS, linkText: 'Review bookings', tone: 'alert' },
  { figure: 'todaysPickups', label: "Today's pick-ups", to: BOOKINGS, linkText: 'See bookings', tone: 'info' },
  { figure: 'todaysDropoffs', label: "Today's drop-offs", to: BOOKINGS, linkText: 'See bookings', tone: 'info' },
  { figure: 'carsBooked', label: 'Cars booked', to: '/admin/car-listing', linkText: 'Manage cars', tone: 'info' },
  { figure: 'carsAvailable', label: 'Cars available', to: '/admin/car-listing', linkText: 'Manage cars', tone: 'ok' },
  { figure: 'newContactMessages', label: 'New contact messages (7 days)', to: '/admin/contact', linkText: 'Open contacts', tone: 'info' },
  { figure: 'pendingReviews', label: 'Reviews awaiting moderation', to: '/admin/reviews', linkText: 'Moderate reviews', tone: 'alert' },
];
