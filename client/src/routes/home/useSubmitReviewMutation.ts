import { graphql } from '../../gql';
import { useOnDemandMutation } from '../../apollo/onDemandMutation';

export const submitReviewDocument = graphql(`
  mutation SubmitReview($input: ReviewInput!) {
    submitReview(input: $input) {
      id
      status
    }
  }
`);

/** A public review, held for approval (Apollo loads when it is sent). */
export function useSubmitReviewMutation() {
  return useOnDemandMutation(submitReviewDocument);
}
