import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { refetchOnWrite } from '../../../lib/refetchOnWrite';
import { adminReviewsDocument } from './reviewsQuery';

export const updateReviewDocument = graphql(`
  mutation UpdateReview($id: ID!, $input: ReviewInput!) {
    updateReview(id: $id, input: $input) {
      id
      name
      rating
      message
    }
  }
`);

/** The admin's edit of a review; the list is read again. */
export function useUpdateReviewMutation() {
  return useMutation(updateReviewDocument, refetchOnWrite(adminReviewsDocument));
}
