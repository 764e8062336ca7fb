import { graphql } from '../../gql';

/** The car's busy periods (Accepted bookings), for the modal's calendar; no personal data. */
export const carAvailabilityDocument = graphql(`
  query CarAvailability($carId: ID!) {
    carAvailability(carId: $carId, days: 120) {
      pickupDate
      pickupTime
      dropDate
      dropTime
    }
  }
`);

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
      total
      advance
    }
  }
`);
