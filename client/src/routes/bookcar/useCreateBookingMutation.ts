import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { IDEMPOTENT } from '../../apollo/idempotent';

export const createBookingDocument = graphql(`
  mutation CreateBooking($input: CreateBookingInput!) {
    createBooking(input: $input) {
      id
      status
    }
  }
`);

/** Books a car (Pending until an admin decides); the customer's bookings list refetches when next shown. */
export function useCreateBookingMutation() {
  return useMutation(createBookingDocument, {
    context: IDEMPOTENT,
    update(cache) {
      cache.evict({ fieldName: 'myBookings' });
      cache.gc();
    },
  });
}
