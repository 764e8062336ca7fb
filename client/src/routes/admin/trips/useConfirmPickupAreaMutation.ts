import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const confirmPickupAreaDocument = graphql(`
  mutation ConfirmPickupArea($bookingId: ID!) {
    confirmPickupArea(bookingId: $bookingId) {
      id
      pickupAreaToConfirm
    }
  }
`);

/** Staff confirmed the area of a pick-up address the server took on its landmark; the answer clears the badge in the cache. */
export function useConfirmPickupAreaMutation() {
  return useMutation(confirmPickupAreaDocument);
}
