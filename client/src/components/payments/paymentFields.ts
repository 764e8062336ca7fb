import { graphql } from '../../gql';

/** A payment as the customer's booking card and the staff's payments screen read it; the customer's UPI claim answers with it. */
export const paymentFieldsFragment = graphql(`
  fragment PaymentFields_payment on Payment {
    id
    purpose
    method
    amount
    status
    reference
    createdAt
  }
`);
