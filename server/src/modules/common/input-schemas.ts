import { z } from 'zod';
import { MAX_TEXT_LENGTH, textProblem } from './input.js';
import { ONE_LINE, problemOf } from './person-text.js';
// zod's .openapi(), which the schemas built from these pieces call, whichever module loads first.
import './rest-schemas.js';

/**
 * The zod pieces of a module's input schema that word SPEC.md's messages (issue 30): an input's rules are one schema,
 * parsed by the REST edge and the GraphQL resolvers alike, so the services receive values already valid.
 */

/**
 * Text a person typed that must be there: trimmed, not absent or blank ("Name is required."), at most `max`
 * characters ("Name is too long (at most 120 characters)."), storable ("Name contains characters that are not allowed.").
 */
export function requiredTextField(label: string, max: number, missing = `${label} is required.`) {
  return z
    .string({ error: missing })
    .trim()
    .max(max, { error: `${label} is too long (at most ${max} characters).` })
    .regex(/\S/, { error: missing })
    .refine((text) => textProblem(text, MAX_TEXT_LENGTH) === null, { error: `${label} contains characters that are not allowed.` });
}

/** The same, and one line of plain text (person-text.ts): names, licence numbers, reasons. */
export function personLineField(label: string, max: number, missing?: string) {
  return requiredTextField(label, max, missing).regex(ONE_LINE, { error: problemOf(label) });
}

/** A field legacy JSON clients send as a number too (a phone): the number as its digits, then `field`. */
export const numberAsText = <T extends z.ZodType>(field: T) =>
  z.preprocess((value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value), field);
