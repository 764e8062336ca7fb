import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const closeRefundDocument = graphql(`
  mutation CloseRefund($paymentId: ID!, $reference: String!, $note: String) {
    closeRefund(paymentId: $paymentId, reference: $reference, note: $note) {
      id
      status
      reference
    }
  }
`);

/** Staff close a refund task once the money is paid back. */
export function useCloseRefundMutation() {
  return useMutation(closeRefundDocument, { refetchQueries: ['AdminPayments', 'PaymentTotals'] });
}
