import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const deleteCarDocument = graphql(`
  mutation DeleteCar($id: ID!) {
    deleteCar(id: $id)
  }
`);

/** Deletes a car; the server refuses (and says why) while it has open bookings. */
export function useDeleteCarMutation() {
  return useMutation(deleteCarDocument);
}
