import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const createCarDocument = graphql(`
  mutation CreateCar($input: CarInput!, $image: Upload) {
    createCar(input: $input, image: $image) {
      id
      ...AdminCarCard_car
    }
  }
`);

/** Adds a car, its image as a multipart upload. */
export function useCreateCarMutation() {
  return useMutation(createCarDocument);
}
