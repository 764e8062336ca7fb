import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const confirmPaymentDocument = graphql(`
  mutation ConfirmPayment($paymentId: ID!, $accepted: Boolean!, $note: String) {
    confirmPayment(paymentId: $paymentId, accepted: $accepted, note: $note) {
      id
      status
      note
    }
  }
`);

/** Staff confirm a UPI claim against the bank statement, or reject it with a note; the lists read again. */
export function useConfirmPaymentMutation() {
  return useMutation(confirmPaymentDocument, { refetchQueries: ['AdminPayments', 'PaymentTotals'] });
}
