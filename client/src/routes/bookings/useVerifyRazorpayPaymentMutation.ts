import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const verifyRazorpayPaymentDocument = graphql(`
  mutation VerifyRazorpayPayment($orderId: String!, $paymentId: String!, $signature: String!) {
    verifyRazorpayPayment(orderId: $orderId, paymentId: $paymentId, signature: $signature) {
      id
      status
      reference
    }
  }
`);

/** Razorpay Checkout's answer, checked by the server; the bookings list then shows the payment. */
export function useVerifyRazorpayPaymentMutation() {
  return useMutation(verifyRazorpayPaymentDocument, { refetchQueries: ['MyBookings'] });
}
