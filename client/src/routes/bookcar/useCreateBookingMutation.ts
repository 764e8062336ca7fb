import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../gql';
import { IDEMPOTENT } from '../../apollo/idempotent';
import { useOnDemandMutation } from '../../apollo/onDemandMutation';

export const createBookingDocument = graphql(`
  mutation CreateBooking($input: CreateBookingInput!) {
    createBooking(input: $input) {
      id
      status
    }
  }
`);

const BOOKING_OPTIONS = {
  context: IDEMPOTENT,
  // The customer's bookings list refetches when next shown.
  update(cache: ApolloCache) {
    cache.evict({ fieldName: 'myBookings' });
    cache.gc();
  },
};

/** Books a car (Pending until an admin decides); Apollo loads when the booking is sent, not with the dialog. */
export function useCreateBookingMutation() {
  return useOnDemandMutation(createBookingDocument, BOOKING_OPTIONS);
}
