import { graphql } from '../../../gql';

export const registeredCarsDocument = graphql(`
  query RegisteredCars {
    registeredCars {
      id
      carName
      model
      numberPlate
      fuelType
      seats
      clientName
      phone
      email
      image
      createdAt
    }
  }
`);
