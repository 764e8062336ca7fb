import { z } from 'zod';
import { id, isoTime } from '../common/rest-schemas.js';
import { personName, requiredField, wholeNumberField } from '../common/input-schemas.js';
import { ReviewStatus } from '../common/enums.js';
import { MAX_PAGE_SIZE } from '../common/paging.js';

export const RATING_MESSAGE = 'Rating must be a number from 0 to 5 in steps of 0.5.';
const MAX_MESSAGE = 2000;

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

/** A number, or text that is one (multipart and query strings carry text); anything else is left for the number check. */
const textAsNumber = (value: unknown): unknown => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);

/** The public form's rating (SPEC.md section 5): 0 to 5 in steps of 0.5, required. */
const publicRating = z.preprocess(
  textAsNumber,
  z
    .number({ error: RATING_MESSAGE })
    .min(0, { error: RATING_MESSAGE })
    .max(5, { error: RATING_MESSAGE })
    .multipleOf(0.5, { error: RATING_MESSAGE })
    // Exactly a half step: zod's multipleOf tolerates a rounding error (2.6e-79 would pass it).
    .refine((rating) => Number.isInteger(rating * 2), { error: RATING_MESSAGE }),
);

/** The admin's edit (SPEC.md section 5): any number, clamped to 1..5 and rounded to the nearest half. */
const clampedRating = z
  .preprocess(
    textAsNumber,
    z.number({ error: 'Rating must be a number from 1 to 5.' }).transform((rating) => Math.min(5, Math.max(1, Math.round(rating * 2) / 2))),
  )
  .openapi({ description: 'Clamped to 1..5 and rounded to the nearest half' });

const reviewWith = <R extends z.ZodType<number, unknown>>(rating: R) =>
  z.object({ name: personName, rating, message: requiredField('Message', MAX_MESSAGE) });

/** A visitor's review (the body of POST /api/v1/reviews): name, a rating from 0 to 5 in half steps, message; checked in that order. */
export const reviewInput = reviewWith(publicRating);
/** The admin's edit: the same fields, the rating clamped to 1..5 in half steps rather than refused. */
export const reviewEditInput = reviewWith(clampedRating);
export type ReviewInput = z.output<typeof reviewInput>;

/** A status filter: absent means none; an empty one (`?status=`) is a status that does not exist, like `?status=Bogus`. */
export const reviewListInput = z.object({
  status: z
    .enum(ReviewStatus, { error: 'Status must be Pending, Accepted or Rejected.' })
    .nullish()
    .transform((status) => status ?? null)
    .openapi({ description: 'Accepted is public; the others need the admin token' }),
  // Beside SPEC.md's array: the home page's strip asks for the newest few, not the legacy list's 1,000 (issue 33).
  pageSize: wholeNumberField('Page size', 1, MAX_PAGE_SIZE)
    .optional()
    .openapi({ description: `The newest 1 to ${MAX_PAGE_SIZE} only (default: the newest 1,000)` }),
});
export type ReviewListInput = z.output<typeof reviewListInput>;

/** What an admin may set (SPEC.md section 4): Accepted or Rejected, at any time. */
export const reviewDecisionInput = z.object({
  status: z.enum([ReviewStatus.Accepted, ReviewStatus.Rejected], { error: 'Status must be Accepted or Rejected.' }),
});
