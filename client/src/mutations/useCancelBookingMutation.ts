import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';

export const cancelBookingDocument = graphql(`
  mutation CancelBooking($id: ID!, $reason: String!) {
    cancelBooking(id: $id, reason: $reason) {
      id
      status
      cancelReason
    }
  }
`);

/** Cancels the customer's own Pending or Accepted booking; the normalised cache updates its row. */
export function useCancelBookingMutation() {
  return useMutation(cancelBookingDocument);
}
