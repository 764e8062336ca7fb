import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { adminWrite } from '../editblogs/adminWrite';

export const ADMIN_REVIEWS_PAGE_SIZE = 20;

export const adminReviewsDocument = graphql(`
  query AdminReviews($status: ReviewStatus, $page: Int!, $pageSize: Int!) {
    reviews(status: $status, page: $page, pageSize: $pageSize) {
      items {
        id
        name
        rating
        message
        status
        createdAt
      }
      total
    }
  }
`);

export const setReviewStatusDocument = graphql(`
  mutation SetReviewStatus($id: ID!, $status: ReviewStatus!) {
    setReviewStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);

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

export const deleteReviewDocument = graphql(`
  mutation DeleteReview($id: ID!) {
    deleteReview(id: $id)
  }
`);

// A decision or a deletion can move a review out of the filtered page: the list is read again.
export function useSetReviewStatus() {
  return useMutation(setReviewStatusDocument, adminWrite(adminReviewsDocument));
}

export function useUpdateReview() {
  return useMutation(updateReviewDocument, adminWrite(adminReviewsDocument));
}

export function useDeleteReview() {
  return useMutation(deleteReviewDocument, adminWrite(adminReviewsDocument));
}
