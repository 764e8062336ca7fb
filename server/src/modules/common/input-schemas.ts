import { z } from 'zod';
import { MAX_TEXT_LENGTH, textProblem } from './input.js';
import { ONE_LINE, problemOf } from './person-text.js';

/**
 * The zod pieces of a module's input schema that word SPEC.md's messages (issue 30): an input's rules are one schema,
 * parsed by the REST edge and the GraphQL resolvers alike, so the services receive values already valid.
 */

/** Text as a form sends it, trimmed: a number becomes its digits (JSON clients send phones as numbers); anything else is none. */
const asText = (value: unknown): string =>
  typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';

/**
 * Text a person typed that must be there: trimmed, not empty ("Name is required."), at most `max` characters
 * ("Name is too long (at most 120 characters)."), storable ("Name contains characters that are not allowed.").
 */
export function requiredTextField(label: string, max: number, missing = `${label} is required.`) {
  return z.preprocess(
    asText,
    z
      .string()
      .min(1, { error: missing })
      .max(max, { error: `${label} is too long (at most ${max} characters).` })
      .refine((text) => textProblem(text, MAX_TEXT_LENGTH) === null, { error: `${label} contains characters that are not allowed.` })
      .openapi({ type: 'string', maxLength: max }),
  );
}

/** The same, and one line of plain text (person-text.ts): names, licence numbers. */
export function personLineField(label: string, max: number) {
  return requiredTextField(label, max).pipe(z.string().regex(ONE_LINE, { error: problemOf(label) }));
}
