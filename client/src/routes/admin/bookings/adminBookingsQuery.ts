import { graphql } from '../../../gql';

/** SPEC.md: the admin list is polled every 5 s; here only while the admin socket is down. */
export const ADMIN_BOOKINGS_POLL_MS = 5000;
export const ADMIN_BOOKINGS_PAGE_SIZE = 20;

export const adminBookingFragment = graphql(`
  fragment AdminBooking_booking on Booking {
    id
    name
    phone
    license
    pickupDate
    pickupTime
    dropDate
    dropTime
    pickupAddress
    pickupLat
    pickupLng
    pickupLandmark
    pickupAreaToConfirm
    returnAddress
    returnLat
    returnLng
    returnLandmark
    returnAreaToConfirm
    status
    cancelReason
    amount
    cancellationCharge
    refundAmount
    paid
    due
    refunded
    createdAt
    documentIssues
    tripStage
    bill {
      total
      balance
    }
    invoice {
      number
      url
    }
    car {
      id
      name
    }
  }
`);

export const adminBookingsDocument = graphql(`
  query AdminBookings($search: String, $createdOn: String, $page: Int!, $pageSize: Int!) {
    bookings(search: $search, createdOn: $createdOn, page: $page, pageSize: $pageSize) {
      items {
        ...AdminBooking_booking
      }
      total
      pendingCount
    }
  }
`);

/** New and changed bookings with the Pending count, for admins (the admin client sends it on the admin socket). */
export const bookingChangedDocument = graphql(`
  subscription BookingChanged {
    bookingChanged {
      bookingId
      kind
      pendingCount
    }
  }
`);

export interface BookingFilters {
  search: string;
  /** yyyy-MM-dd, the city day the booking was created; '' for any day. */
  createdOn: string;
}
