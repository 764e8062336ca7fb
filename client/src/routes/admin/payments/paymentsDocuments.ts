import { graphql } from '../../../gql';

export const PAYMENTS_PAGE_SIZE = 50;

export const adminPaymentsDocument = graphql(`
  query AdminPayments($search: String, $pageSize: Int) {
    payments(search: $search, pageSize: $pageSize) {
      total
      items {
        id
        bookingId
        customer
        purpose
        method
        amount
        status
        reference
        razorpayOrderId
        note
        createdAt
      }
    }
  }
`);

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
