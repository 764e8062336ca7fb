import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const paymentRequestDocument = graphql(`
  mutation PaymentRequest($bookingId: ID!, $purpose: PaymentPurpose!) {
    paymentRequest(bookingId: $bookingId, purpose: $purpose) {
      paymentId
      amount
      upiUri
      razorpayOrderId
      razorpayKeyId
    }
  }
`);

/** What to pay now for one's own booking, and how (UPI link, Razorpay order, or the counter); the amount is the server's. */
export function usePaymentRequestMutation() {
  return useMutation(paymentRequestDocument);
}
