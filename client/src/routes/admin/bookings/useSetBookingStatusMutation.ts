import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const setBookingStatusDocument = graphql(`
  mutation SetBookingStatus($id: ID!, $status: BookingStatus!) {
    setBookingStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);

/** Admin: Accepted, Rejected or Completed, sent with the admin token. */
export function useSetBookingStatusMutation() {
  return useMutation(setBookingStatusDocument);
}
