import type { ApolloClient } from '@apollo/client';
import { getFragmentData } from '../../../gql';
import type { AdminBooking_BookingFragment } from '../../../gql/graphql';
import { queryAllPages } from '../../../components/fetchAllPages';
import { cityNow } from '../../../lib/cityClock';
import { adminBookingFragment, adminBookingsDocument, type BookingFilters } from './adminBookingsQuery';

export const BOOKINGS_CSV_FILE = 'bookings.csv';
// SPEC.md's columns, then the money (whole rupees; the charge and refund are empty unless cancelled).
export const BOOKINGS_CSV_HEADER = [
  'Name',
  'Phone',
  'License',
  'Car',
  'Status',
  'Date',
  'Amount',
  'Cancellation charge',
  'Refund',
] as const;

/** The creation moment as the city's 'yyyy-MM-dd HH:mm'. */
export function bookingCreatedAt(iso: string): string {
  const { date, time } = cityNow(new Date(iso));
  return `${date} ${time}`;
}

export function bookingCsvRow(booking: AdminBooking_BookingFragment): string[] {
  const money = (n: number | null | undefined) => (n == null ? '' : String(n));
  return [
    booking.name,
    booking.phone,
    booking.license,
    booking.car.name,
    booking.status,
    bookingCreatedAt(booking.createdAt),
    money(booking.amount),
    money(booking.cancellationCharge),
    money(booking.refundAmount),
  ];
}

/** Every booking matching the filters, page after page (the CSV holds all of them, not the page shown). */
export function fetchAllBookings(client: ApolloClient, filters: BookingFilters): Promise<AdminBooking_BookingFragment[]> {
  return queryAllPages(client, {
    query: adminBookingsDocument,
    variables: (page, pageSize) => ({ search: filters.search || null, createdOn: filters.createdOn || null, page, pageSize }),
    pageOf: (data) => ({ items: getFragmentData(adminBookingFragment, data.bookings.items), total: data.bookings.total }),
  });
}
