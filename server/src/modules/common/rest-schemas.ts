import { z } from 'zod';
import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { isEmail, MAX_EMAIL_LENGTH } from './person-details.js';
import { isCalendarDate } from './dates.js';

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

// Request bodies: the fields each route reads (the services check the rules and word the messages).
export const text = z.string();
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
/** An Indian mobile number: spaces and dashes are ignored, as the services read it. */
const MOBILE = /^(\+91)?[0-9]{10}$/;
export const mobile = z
  .string()
  .max(40, { error: 'Valid 10-digit phone number required' })
  .refine((text) => MOBILE.test(text.replace(/[\s-]/g, '')), { error: 'Valid 10-digit phone number required' })
  .openapi({ pattern: MOBILE.source, description: 'An Indian mobile number: 10 digits, +91 optional', example: '9876543210' })
  .meta({ pattern: MOBILE.source });

// Shared input pieces (issue 30): what two or more modules' input schemas use, stated once.
/**
 * For `z.preprocess`: a finite number as its text, anything else as it is. Legacy JSON clients send a licence number,
 * a registration or a reference as a number; SPEC.md reads it as text (common/input.ts `readText` did the same).
 */
export const numberAsText = (value: unknown): unknown => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value);

/**
 * A required yyyy-MM-dd calendar day (2026-02-30 is not one), worded as the services did with `label`
 * ("Expiry date must be a date written yyyy-MM-dd.").
 */
export const calendarDate = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(10, { error: `${label} is too long (at most 10 characters).` })
    .regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, { error: `${label} must be a date written yyyy-MM-dd.` })
    .refine(isCalendarDate, { error: `${label} must be a date written yyyy-MM-dd.` });

/**
 * `value` through `schema` within another schema's transform, for a rule that depends on a sibling field (a licence's
 * dates are required, an ID proof's are not): the first broken rule becomes an issue at `path`, and the answer is
 * z.NEVER (the parse fails with it).
 */
export function fieldOf<T>(ctx: z.RefinementCtx, schema: z.ZodType<T, unknown>, value: unknown, path: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', message: parsed.error.issues[0].message, path: [path] });
  return z.NEVER;
}

const blankToNull = (value: unknown): unknown =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

/**
 * Text a person typed that must be there (a number is read as its text), trimmed, at most `max` characters; worded
 * as the services did: "Name is required.", "Name is too long (at most 120 characters)."
 */
export const requiredField = (label: string, max: number, missing = `${label} is required.`) =>
  z.preprocess(
    numberAsText,
    z
      // Absent or null is the field's own sentence; a list or an object is the common one ('The field "name" must be text.').
      .string({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : undefined) })
      .trim()
      .min(1, { error: missing })
      .max(max, { error: `${label} is too long (at most ${max} characters).` }),
  );

/** The same text when it may be left out: absent, null or blank is null. */
export const optionalField = (label: string, max: number) => z.preprocess(blankToNull, requiredField(label, max).nullable());

/**
 * A whole number from `min` to `max`, given as a number or as the text a multipart form sends ("1500"); worded as the
 * services did: "Price is required.", "Price must be a whole number from 0 to 10000000."
 */
export const wholeNumberField = (label: string, min: number, max: number) => {
  const range = `${label} must be a whole number from ${min} to ${max}.`;
  return requiredField(label, 30)
    .pipe(z.string().regex(/^-?[0-9]+$/, { error: range }))
    .transform(Number)
    .pipe(z.number().int({ error: range }).min(min, { error: range }).max(max, { error: range }));
};
