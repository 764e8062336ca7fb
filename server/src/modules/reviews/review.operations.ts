import type { Services } from '../common/services.js';
import { LEGACY_LIST_PAGE, readPage } from '../common/paging.js';
import { array, created, defineOperations, op, deleteById, one, param, reply, withMessage } from '../common/operation.js';
import * as S from './review.schemas.js';
import { reviewToRest } from './review.rest.js';

/** Reviews (SPEC.md section 7). GET is public for Accepted reviews; ReviewService decides the rest. */
export const reviewOperations = defineOperations<Services>([
  op({
    operationId: 'listReviews',
    method: 'get',
    path: '/v1/reviews',
    tag: 'Reviews',
    access: 'public',
    query: S.reviewListInput,
    summary: 'The newest 1,000 reviews, or the newest pageSize (X-Total-Count)',
    ok: one('Reviews', array(S.Review)),
    errors: [400],
    // The newest 1,000 (X-Total-Count says how many there are), like every legacy list.
    run: async (req, { reviews }) => {
      const { pageSize } = req.queryInput;
      const page = pageSize ? readPage({ pageSize }) : LEGACY_LIST_PAGE;
      const { items, total } = await reviews.list(req.em, req, req.queryInput, page);
      return reply(items.map(reviewToRest), { 'X-Total-Count': String(total) });
    },
  }),
  op({
    operationId: 'submitReview',
    method: 'post',
    path: '/v1/reviews',
    tag: 'Reviews',
    access: 'public',
    body: { kind: 'json', schema: S.reviewInput, wordsAll: true },
    summary: 'Write a review (Pending until accepted)',
    ok: created('Submitted', withMessage({ review: S.Review })),
    errors: [429],
    run: async (req, { reviews }) => {
      const review = await reviews.submit(req.em, req.input, req.ip ?? '');
      return { message: 'Your review has been submitted for approval.', review: reviewToRest(review) };
    },
  }),
  op({
    operationId: 'setReviewStatus',
    method: 'put',
    path: '/v1/reviews/status/{id}',
    tag: 'Reviews',
    access: 'admin',
    body: { kind: 'json', schema: S.reviewDecisionInput, wordsAll: true },
    summary: 'Accept or reject a review',
    ok: one('Changed', withMessage({ review: S.Review })),
    run: async (req, { reviews }) => {
      const review = await reviews.setStatus(req.em, param(req), req.input.status);
      return { message: `Review ${review.status}.`, review: reviewToRest(review) };
    },
  }),
  op({
    operationId: 'updateReview',
    method: 'put',
    path: '/v1/reviews/update/{id}',
    tag: 'Reviews',
    access: 'admin',
    body: { kind: 'json', schema: S.reviewEditInput, wordsAll: true },
    summary: 'Edit a review (rating clamped to 1..5)',
    ok: one('Changed', withMessage({ review: S.Review })),
    run: async (req, { reviews }) => {
      const review = await reviews.update(req.em, param(req), req.input);
      return { message: 'Review updated.', review: reviewToRest(review) };
    },
  }),
  deleteById({
    operationId: 'deleteReview',
    path: '/v1/reviews/delete/{id}',
    tag: 'Reviews',
    summary: 'Delete a review',
    message: 'Review deleted.',
    remove: (req, { reviews }) => reviews.delete(req.em, param(req)),
  }),
]);
