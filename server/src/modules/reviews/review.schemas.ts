import { z } from 'zod';
import { filled, id, isoTime } from '../common/rest-schemas.js';
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
  review: z.object({ name: filledPersonText(120), rating: z.number().min(0).max(5).multipleOf(0.5), message: filled(2000) }),
  reviewStatus: z.object({ status: z.enum(['Accepted', 'Rejected']) }),
};
