import { graphql } from '../../gql';

/** SPEC.md: the listing is repeated every 10 seconds so availability stays current. */
export const CARS_POLL_INTERVAL_MS = 10_000;

export const bookCarCarsDocument = graphql(`
  query BookCarCars {
    cars {
      id
      name
      location
      ...CarCard_car
    }
  }
`);
