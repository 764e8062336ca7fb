import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const deleteRegisteredCarDocument = graphql(`
  mutation DeleteRegisteredCar($id: ID!) {
    deleteRegisteredCar(id: $id)
  }
`);

/** Deletes a car registered through Register & Earn. */
export function useDeleteRegisteredCarMutation() {
  return useMutation(deleteRegisteredCarDocument);
}
