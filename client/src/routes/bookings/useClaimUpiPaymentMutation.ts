import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { IDEMPOTENT } from '../../apollo/idempotent';

export const claimUpiPaymentDocument = graphql(`
  mutation ClaimUpiPayment($bookingId: ID!, $purpose: PaymentPurpose!, $utr: String!) {
    claimUpiPayment(bookingId: $bookingId, purpose: $purpose, utr: $utr) {
      ...PaymentFields_payment
    }
  }
`);

/** The customer paid by UPI and gives the UTR; the booking's list of payments shows the claim at once. */
export function useClaimUpiPaymentMutation() {
  return useMutation(claimUpiPaymentDocument, { context: IDEMPOTENT, refetchQueries: ['MyBookings'] });
}
