import type { Review } from './review.entity.js';
import { isoDate } from '../common/rest.js';

/** A review in the REST dialect of the legacy clients (SPEC.md section 3: `date` is when it was written). */
export function reviewToRest(review: Review) {
  const date = isoDate(review.createdAt);
  return {
    _id: review.id,
    name: review.name,
    rating: review.rating,
    message: review.message,
    date,
    status: review.status,
    createdAt: date,
  };
}
