import { z } from 'zod';
import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { isEmail, MAX_EMAIL_LENGTH } from './person-details.js';

extendZodWithOpenApi(z);

/**
 * The REST dialect's shared pieces (SPEC.md section 3 names, `_id`): the error and message bodies every module
 * answers, and the field types two or more modules' schemas use. Each module declares its own documents and request
 * bodies beside its operations (`<area>.schemas.ts`); they generate /api/openapi.json and the test suite checks every
 * REST answer against them (test/support/contract-check.ts). Strict objects, so a field the code adds without
 * declaring it fails the tests.
 */
export const id = z.string().openapi({ description: 'Record id (a UUID)', example: '0b9a7c1e-4f7a-4d63-9d0b-1a2b3c4d5e6f' });
export const isoTime = z.string().openapi({ description: 'ISO 8601 date-time', format: 'date-time' });
export const day = z.string().openapi({ description: 'yyyy-MM-dd (city wall clock)', example: '2026-12-01' });

export const ErrorBody = z
  .strictObject({ message: z.string() })
  .openapi('Error', { description: 'Every REST error: a sentence a person can read' });
export const Message = z.strictObject({ message: z.string() }).openapi('Message');

// What the services enforce, stated once (issues 18 and 30): the REST edge parses these before any route runs, in the
// words the services use, so a broken limit answers the same sentence whichever side finds it.
/** Text a person typed, trimmed: at least one visible character, at most `max`; `label` words the message. */
export const filled = (max: number, label = 'This field') =>
  z
    .string()
    .trim()
    .min(1)
    .max(max, { error: `${label} is too long (at most ${max} characters).` })
    .regex(/\S/);
export const email = z
  .string()
  .trim()
  .max(MAX_EMAIL_LENGTH, { error: 'Valid email required' })
  .refine((text) => isEmail(text.toLowerCase()), { error: 'Valid email required' })
  // The check is isEmail (one linear pass); the documents say what it checks (meta: JSON Schema, openapi: OpenAPI).
  .openapi({ format: 'email', description: 'text@text.text, no spaces, at most 254 characters' })
  .meta({ format: 'email' });
