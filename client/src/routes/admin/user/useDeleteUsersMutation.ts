import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const deleteUsersDocument = graphql(`
  mutation DeleteUsers($ids: [ID!]!) {
    deleteUsers(ids: $ids)
  }
`);

/** Deletes the selected customers; answers how many went. */
export function useDeleteUsersMutation() {
  return useMutation(deleteUsersDocument);
}
