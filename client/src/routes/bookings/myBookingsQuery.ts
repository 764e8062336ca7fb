import { graphql } from '../../gql';

/** SPEC.md: the list refreshes every 10 s; here only while the socket is down (a notification triggers a refetch). */
export const MY_BOOKINGS_POLL_MS = 10_000;

export const myBookingsDocument = graphql(`
  query MyBookings {
    myBookings {
      id
      pickupDate
      status
      tripStage
      ...BookingCard_booking
    }
  }
`);
