import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const rescheduleBookingDocument = graphql(`
  mutation RescheduleBooking($id: ID!, $input: RescheduleInput!) {
    rescheduleBooking(id: $id, input: $input) {
      id
      status
      pickupDate
      pickupTime
      dropDate
      dropTime
      amount
    }
  }
`);

/** Moves the customer's own booking to new dates (until 4 hours before its pick-up); the server re-quotes it. */
export function useRescheduleBookingMutation() {
  return useMutation(rescheduleBookingDocument);
}
