import { z } from 'zod';
import { numberText } from '../common/input-schemas.js';
import { MAX_TURNAROUND_MINUTES } from './calendar.js';

const TURNAROUND = `Turnaround must be a whole number of minutes from 0 to ${MAX_TURNAROUND_MINUTES}.`;

/**
 * One car's turnaround in minutes (0 to 1440), as the car form sends it (text, or a number over GraphQL); absent,
 * null or '' is null, the site's TURNAROUND_MINUTES.
 */
export const turnaroundField = z.preprocess(numberText, z.string({ error: TURNAROUND }).nullable().optional()).transform((text, ctx) => {
  if (text === undefined || text === null || text === '') return null;
  const minutes = Number(text.trim());
  if (Number.isInteger(minutes) && minutes >= 0 && minutes <= MAX_TURNAROUND_MINUTES) return minutes;
  ctx.addIssue({ code: 'custom', message: TURNAROUND });
  return z.NEVER;
});
