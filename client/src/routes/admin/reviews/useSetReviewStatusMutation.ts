import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { refetchOnWrite } from '../../../lib/refetchOnWrite';
import { adminReviewsDocument } from './reviewsQuery';

export const setReviewStatusDocument = graphql(`
  mutation SetReviewStatus($id: ID!, $status: ReviewStatus!) {
    setReviewStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);

/** Approves or rejects a review; the list is read again (the review may leave the filtered page). */
export function useSetReviewStatusMutation() {
  return useMutation(setReviewStatusDocument, refetchOnWrite(adminReviewsDocument));
}
