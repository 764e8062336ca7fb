import { BadInputError } from '../common/errors.js';
import { ReviewStatus } from '../common/enums.js';

export const RATING_MESSAGE = 'Rating must be a number from 0 to 5 in steps of 0.5.';

/** A number, or text that is one (multipart and query strings carry text). */
function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/** The public form's rating (SPEC.md section 5): 0 to 5 in steps of 0.5, required. */
export function parseRating(value: unknown): number {
  const rating = toNumber(value);
  if (!Number.isFinite(rating) || rating < 0 || rating > 5 || !Number.isInteger(rating * 2)) throw new BadInputError(RATING_MESSAGE);
  return rating;
}

/** The admin's edit (SPEC.md section 5): any number, clamped to 1..5 and rounded to the nearest half. */
export function clampRating(value: unknown): number {
  const rating = toNumber(value);
  if (!Number.isFinite(rating)) throw new BadInputError('Rating must be a number from 1 to 5.');
  return Math.min(5, Math.max(1, Math.round(rating * 2) / 2));
}

/** A status filter: absent or empty means none. */
export function parseStatusFilter(value: unknown): ReviewStatus | null {
  // Absent means no filter; an empty one (`?status=`) is a status that does not exist, like `?status=Bogus`.
  if (value === undefined || value === null) return null;
  if (!Object.values(ReviewStatus).includes(value as ReviewStatus))
    throw new BadInputError('Status must be Pending, Accepted or Rejected.');
  return value as ReviewStatus;
}

/** What an admin may set (SPEC.md section 4): Accepted or Rejected, at any time. */
export function parseDecision(value: unknown): ReviewStatus.Accepted | ReviewStatus.Rejected {
  if (value !== ReviewStatus.Accepted && value !== ReviewStatus.Rejected) throw new BadInputError('Status must be Accepted or Rejected.');
  return value;
}
