import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { IDEMPOTENT } from '../../../apollo/idempotent';

export const recordPaymentDocument = graphql(`
  mutation RecordPayment($bookingId: ID!, $purpose: PaymentPurpose!, $method: PaymentMethod!, $amount: Int!, $reference: String) {
    recordPayment(bookingId: $bookingId, purpose: $purpose, method: $method, amount: $amount, reference: $reference) {
      id
      status
      amount
      reference
    }
  }
`);

/** Staff record money taken at the counter. */
export function useRecordPaymentMutation() {
  return useMutation(recordPaymentDocument, { context: IDEMPOTENT, refetchQueries: ['AdminPayments', 'PaymentTotals', 'OverdueAdvances'] });
}
