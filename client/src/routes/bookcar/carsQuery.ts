import { graphql } from '../../gql';

/** SPEC.md: the listing is repeated every 10 seconds so availability stays current. */
export const CARS_POLL_INTERVAL_MS = 10_000;

/** Without a period isBooked means busy now; with all four fields it is judged for that period (and nextFreeAt). */
export const bookCarCarsDocument = graphql(`
  query BookCarCars($pickupDate: String, $pickupTime: String, $dropDate: String, $dropTime: String) {
    cars(pickupDate: $pickupDate, pickupTime: $pickupTime, dropDate: $dropDate, dropTime: $dropTime) {
      id
      name
      location
      ...CarCard_car
    }
  }
`);
