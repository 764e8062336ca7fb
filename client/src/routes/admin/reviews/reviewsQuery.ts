import { graphql } from '../../../gql';

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
