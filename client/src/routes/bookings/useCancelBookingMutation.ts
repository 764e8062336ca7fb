import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const cancelBookingDocument = graphql(`
  mutation CancelBooking($id: ID!, $reason: String!) {
    cancelBooking(id: $id, reason: $reason) {
      id
      status
      cancelReason
      cancellationCharge
      refundAmount
    }
  }
`);

/** Cancels the customer's own Pending or Accepted booking; the normalised cache updates its row,
 * charge and refund included (History shows them at once). */
export function useCancelBookingMutation() {
  return useMutation(cancelBookingDocument);
}
