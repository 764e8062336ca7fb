import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const updateCarDocument = graphql(`
  mutation UpdateCar($id: ID!, $input: CarInput!, $image: Upload) {
    updateCar(id: $id, input: $input, image: $image) {
      id
      ...AdminCarCard_car
    }
  }
`);

/** Edits a car; a new image is optional. */
export function useUpdateCarMutation() {
  return useMutation(updateCarDocument);
}
