import { graphql } from '../../../gql';

export const adminCarsDocument = graphql(`
  query AdminCars {
    cars {
      id
      ...AdminCarCard_car
    }
  }
`);

export const createCarDocument = graphql(`
  mutation CreateCar($input: CarInput!, $image: Upload) {
    createCar(input: $input, image: $image) {
      id
      ...AdminCarCard_car
    }
  }
`);

export const updateCarDocument = graphql(`
  mutation UpdateCar($id: ID!, $input: CarInput!, $image: Upload) {
    updateCar(id: $id, input: $input, image: $image) {
      id
      ...AdminCarCard_car
    }
  }
`);

export const deleteCarDocument = graphql(`
  mutation DeleteCar($id: ID!) {
    deleteCar(id: $id)
  }
`);

export const reorderCarsDocument = graphql(`
  mutation ReorderCars($items: [CarOrderInput!]!) {
    reorderCars(items: $items) {
      id
      ...AdminCarCard_car
    }
  }
`);
