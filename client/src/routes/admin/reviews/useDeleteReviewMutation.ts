import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { refetchOnWrite } from '../../../lib/refetchOnWrite';
import { adminReviewsDocument } from './reviewsQuery';

export const deleteReviewDocument = graphql(`
  mutation DeleteReview($id: ID!) {
    deleteReview(id: $id)
  }
`);

/** Deletes a review; the list is read again. */
export function useDeleteReviewMutation() {
  return useMutation(deleteReviewDocument, refetchOnWrite(adminReviewsDocument));
}
