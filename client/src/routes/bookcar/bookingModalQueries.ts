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
