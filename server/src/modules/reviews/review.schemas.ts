import { z } from 'zod';
import { filled, id, isoTime } from '../common/rest-schemas.js';
import { RATING_MESSAGE } from './review.rules.js';
import { filledPersonText } from '../common/person-text.js';

/** The reviews module's REST documents and request bodies (common/rest-schemas.ts has the shared pieces). */
export const Review = z
  .strictObject({
    _id: id,
    name: z.string(),
    rating: z.number(),
    message: z.string(),
    date: isoTime,
    status: z.enum(['Pending', 'Accepted', 'Rejected']),
    createdAt: isoTime,
  })
  .openapi('Review');

export const requests = {
  review: z.object({
    name: filledPersonText(120, 'Name'),
    rating: z.number().min(0, { error: RATING_MESSAGE }).max(5, { error: RATING_MESSAGE }).multipleOf(0.5, { error: RATING_MESSAGE }),
    message: filled(2000, 'Message'),
  }),
  /** The admin's edit: any rating, clamped to 1..5 in half steps rather than refused (SPEC.md section 5). */
  reviewEdit: z.object({
    name: filledPersonText(120, 'Name'),
    rating: z.number().openapi({ description: 'Clamped to 1..5 and rounded to the nearest half' }),
    message: filled(2000, 'Message'),
  }),
  reviewStatus: z.object({ status: z.enum(['Accepted', 'Rejected'], { error: 'Status must be Accepted or Rejected.' }) }),
};
