import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';

export const deleteUserDocument = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id)
  }
`);

export const deleteUsersDocument = graphql(`
  mutation DeleteUsers($ids: [ID!]!) {
    deleteUsers(ids: $ids)
  }
`);

/** Deletes one customer (with their bookings and notifications); admin token. */
export function useDeleteUser() {
  return useMutation(deleteUserDocument);
}

/** Deletes the selected customers; answers how many went. Admin token. */
export function useDeleteUsers() {
  return useMutation(deleteUsersDocument);
}
