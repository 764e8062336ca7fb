import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';

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
  return useMutation(recordPaymentDocument, { refetchQueries: ['AdminPayments', 'PaymentTotals', 'OverdueAdvances'] });
}
