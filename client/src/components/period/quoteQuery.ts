import { graphql } from '../../gql';

/** The server's price for the period and plan being filled in (the client keeps no copy of the rule). */
export const quoteDocument = graphql(`
  query Quote($input: QuoteInput!) {
    quote(input: $input) {
      bookFor
      pricedAs
      units
      unit
      rate
      subtotal
      discountPercent
      discount
      deliveryFee
      total
      offerDiscount
      gst
      grandTotal
      advance
      deposit
      kmIncluded
      fuelChargePerEighth
      lateGraceMinutes
      lateHourCharge
      lines {
        label
        amount
      }
    }
  }
`);
