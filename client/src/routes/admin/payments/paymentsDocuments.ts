import { getFragmentData, graphql } from '../../../gql';
import type { AdminPaymentsQuery, PaymentFields_PaymentFragment } from '../../../gql/graphql';
import { paymentFieldsFragment } from '../../../components/payments/paymentFields';

export const PAYMENTS_PAGE_SIZE = 50;

export const adminPaymentsDocument = graphql(`
  query AdminPayments($search: String, $pageSize: Int) {
    payments(search: $search, pageSize: $pageSize) {
      total
      items {
        ...PaymentFields_payment
        bookingId
        customer
        razorpayOrderId
        note
      }
    }
  }
`);

type PaymentItem = AdminPaymentsQuery['payments']['items'][number];

/** A row of the payments table: the payment, with the booking, customer and note staff read beside it. */
export type PaymentRow = Omit<PaymentItem, ' $fragmentRefs'> & PaymentFields_PaymentFragment;

export const paymentRows = (items: PaymentItem[]): PaymentRow[] =>
  items.map((item) => ({ ...item, ...getFragmentData(paymentFieldsFragment, item) }));

export const paymentTotalsDocument = graphql(`
  query PaymentTotals($from: String, $to: String) {
    paymentTotals(from: $from, to: $to) {
      day
      method
      received
      refunded
    }
  }
`);

export const overdueAdvancesDocument = graphql(`
  query OverdueAdvances {
    overdueAdvances {
      id
      name
      phone
      pickupDate
      pickupTime
      advance
      due
      car { id name }
    }
  }
`);
