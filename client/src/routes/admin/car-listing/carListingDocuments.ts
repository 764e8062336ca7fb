import { graphql } from '../../../gql';

export const adminCarsDocument = graphql(`
  query AdminCars {
    cars {
      id
      ...AdminCarCard_car
    }
  }
`);
