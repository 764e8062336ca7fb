import { z } from 'zod';
import { MAX_TEXT_LENGTH, textProblem } from './input.js';
import { ONE_LINE, problemOf } from './person-text.js';
import { FILTER_DAYS, isCalendarDate } from './dates.js';
import { isEmail, MAX_EMAIL_LENGTH } from './person-details.js';
// zod's .openapi(), which the schemas built from these pieces call, whichever module loads first.
import './rest-schemas.js';

/**
 * The zod pieces of a module's input schema that word SPEC.md's messages (issue 30): an input's rules are one schema,
 * parsed by the REST edge and the GraphQL resolvers alike, so the services receive values already valid.
 */

/**
 * Text a person typed that must be there: trimmed, not absent, null or blank ("Name is required."), at most `max`
 * characters ("Name is too long (at most 120 characters)."), storable ("Name contains characters that are not
 * allowed."). A number is `missing` too (a name is not typed as a number); `requiredField` reads it as its text. A list
 * or an object is the common sentence ('The field "name" must be text.'), as the edge's type check answers.
 */
export function requiredTextField(label: string, max: number, missing = `${label} is required.`) {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null || typeof issue.input === 'number' ? missing : undefined),
    })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: `${label} is too long (at most ${max} characters).` })
    .regex(/\S/, { error: missing })
    .refine((text) => textProblem(text, MAX_TEXT_LENGTH) === null, { error: `${label} contains characters that are not allowed.` });
}

/** The same where legacy clients send the text as a number too (a price, a plate): the number is read as its text. */
export const requiredField = (label: string, max: number, missing?: string) => numberAsText(requiredTextField(label, max, missing));

/** The same, and one line of plain text (person-text.ts): names, licence numbers, reasons. */
export function personLineField(label: string, max: number, missing?: string) {
  return requiredTextField(label, max, missing).regex(ONE_LINE, { error: problemOf(label) });
}

const NAME_REQUIRED = 'Name is required';
/**
 * A person's name as the contact, review and sign-up forms read it (parseName's sentences, without a full stop):
 * text of at most 120 characters, one line of plain text, trimmed, not blank.
 */
export const personName = z
  .string({ error: NAME_REQUIRED })
  .min(1, { error: NAME_REQUIRED })
  .max(120, { error: 'Name is too long (at most 120 characters).' })
  .regex(ONE_LINE, { error: problemOf('Name') })
  .trim()
  .refine((text) => textProblem(text) === null, { error: 'Name contains characters that are not allowed.' })
  .regex(/\S/, { error: NAME_REQUIRED });

/** A field legacy JSON clients send as a number too (a phone): the number as its digits, then `field`. */
export const numberAsText = <T extends z.ZodType>(field: T) => z.preprocess(numberText, field);

/**
 * For `z.preprocess`: a finite number as its text, anything else as it is. Legacy JSON clients send a licence number,
 * a registration or a reference as a number; SPEC.md reads it as text (common/input.ts `readText` did the same).
 */
export const numberText = (value: unknown): unknown => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value);

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

const EMAIL_MESSAGE = 'Valid email required';
/**
 * An e-mail address a person typed (SPEC.md section 5: text, @, text, dot, text; no spaces, at most 254 characters),
 * trimmed and kept in lower case (one address is one account); every refusal is "Valid email required".
 */
export const emailAddress = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(MAX_EMAIL_LENGTH, { error: EMAIL_MESSAGE })
  .overwrite((text) => text.toLowerCase())
  .refine(isEmail, { error: EMAIL_MESSAGE })
  // The check is isEmail (one linear pass); the documents say what it checks (meta: JSON Schema, openapi: OpenAPI).
  .openapi({ format: 'email', description: 'text@text.text, no spaces, at most 254 characters' })
  .meta({ format: 'email' });

const PHONE_MESSAGE = 'Valid 10-digit phone number required';
const MOBILE = /^(\+91)?[0-9]{10}$/;
const withoutSeparators = (text: string) => text.replace(/[\s-]/g, '');
/** An Indian mobile number as typed (spaces and dashes ignored, +91 optional), kept as +91XXXXXXXXXX. */
export const phoneNumber = z
  .string({ error: PHONE_MESSAGE })
  .max(40, { error: PHONE_MESSAGE })
  .refine((text) => MOBILE.test(withoutSeparators(text)), { error: PHONE_MESSAGE })
  .transform((text) => `+91${withoutSeparators(text).slice(-10)}`)
  .openapi({ pattern: MOBILE.source, description: 'An Indian mobile number: 10 digits, +91 optional', example: '9876543210' })
  .meta({ pattern: MOBILE.source });

/** Absent, null or '' (a query parameter left empty) is not given. */
export const notGiven = (value: unknown): unknown => (value === null || value === '' ? undefined : value);

/** An optional yyyy-MM-dd day (a list's or a calendar's start): not given is undefined, else `calendarDate(label)`. */
export const optionalDay = (label: string) => z.preprocess(notGiven, calendarDate(label).optional());

/** The same within the days a filter may name ("The date filter must be between 2000-01-01 and 2100-12-31."). */
export const filterDay = (label: string) =>
  z.preprocess(
    notGiven,
    calendarDate(label)
      .refine((day) => day >= FILTER_DAYS.first && day <= FILTER_DAYS.last, {
        error: `${label} must be between ${FILTER_DAYS.first} and ${FILTER_DAYS.last}.`,
      })
      .optional(),
  );

/** The texts a query parameter may say yes or no with. */
const YES_NO_TEXT: Record<string, boolean> = { true: true, 1: true, false: false, 0: false };

/**
 * A yes/no input: GraphQL's Boolean (null: not given), or a query parameter's `true`/`false` (`1`/`0`); not given is
 * false.
 */
export const yesNo = (label: string) =>
  z
    .preprocess(
      (value) =>
        notGiven(value) === undefined ? false : typeof value === 'string' && Object.hasOwn(YES_NO_TEXT, value) ? YES_NO_TEXT[value] : value,
      z.boolean({ error: `${label} must be true or false.` }),
    )
    .openapi({ type: 'boolean', description: 'true or false (default false)' });

/** A count of days from 1 to `max` (a query's text or GraphQL's Int); not given is `fallback`. */
export const dayCount = (max: number, fallback: number) => {
  const range = `Days must be a whole number from 1 to ${max}.`;
  return z.preprocess(
    (value) => (notGiven(value) === undefined ? fallback : typeof value === 'string' ? Number(value) : value),
    z.number({ error: range }).int({ error: range }).min(1, { error: range }).max(max, { error: range }),
  );
};
