import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const deleteUserDocument = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id)
  }
`);

/** Deletes one customer (with their bookings and notifications). */
export function useDeleteUserMutation() {
  return useMutation(deleteUserDocument);
}
