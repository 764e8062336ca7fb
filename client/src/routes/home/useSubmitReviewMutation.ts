import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const submitReviewDocument = graphql(`
  mutation SubmitReview($input: ReviewInput!) {
    submitReview(input: $input) {
      id
      status
    }
  }
`);

/** A public review, held for approval. */
export function useSubmitReviewMutation() {
  return useMutation(submitReviewDocument);
}
