import type { z, ZodType } from 'zod';
import { BadInputError, DomainError } from './errors.js';

/**
 * One input, one schema (issue 30): the zod schema a module declares for an input is parsed here, by the REST edge
 * (http/contract/validate-input.ts) and by the GraphQL resolvers alike, and its first broken rule answers 400 with a
 * sentence naming the field. A message the schema words itself (`{ error: 'Odometer must be …' }`) is used as it is;
 * zod's own are reworded here ('The field "name" is too long (at most 120 characters).').
 */

/** Marks an issue worded by zod rather than by the schema (the parse-wide error map runs only for those). */
const ZOD_WORDED = '\u0000';

type Issue = z.core.$ZodIssue;

/** `name`, `ids[0]`, `[0].order`, `delivery.pickupAddress`: a field as the messages name it. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`))
    .join('')
    .replace(/^\./, '');
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

/** zod's issue as a sentence for a person, naming the field. */
function sentence(issue: Issue, given: unknown): string {
  const at = issue.path.length ? `The field "${fieldName(issue.path)}"` : 'The request body';
  switch (issue.code) {
    case 'invalid_type':
      return `${at} must be ${TYPE_WORDS[issue.expected] ?? issue.expected}.`;
    case 'too_big':
      if (issue.origin === 'string') return `${at} is too long (at most ${issue.maximum} characters).`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${at} has too many items (at most ${issue.maximum}).`;
      return `${at} must be at most ${issue.maximum}.`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? `${at} must not be empty.` : `${at} is too short (at least ${issue.minimum} characters).`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `${at} needs at least ${issue.minimum} item${Number(issue.minimum) === 1 ? '' : 's'}.`;
      return `${at} must be at least ${issue.minimum}.`;
    case 'invalid_value': {
      // Naming the value given ("car.sold") tells which one of a list was wrong; only short text is repeated back.
      const shown = typeof given === 'string' && given.length <= 60 ? ` (not ${JSON.stringify(given)})` : '';
      return `${at} must be one of ${issue.values.map(String).join(', ')}${shown}.`;
    }
    case 'invalid_format':
      return issue.format === 'email' ? `${at} must be an e-mail address.` : `${at} is not in the expected format.`;
    case 'not_multiple_of':
      return `${at} must be a multiple of ${issue.divisor}.`;
    default:
      return `${at} is not valid.`;
  }
}

/** The value at an issue's path (to tell a missing field from a wrong one). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export interface ParseOptions {
  /**
   * The REST dialect (SPEC.md section 7): a field that is absent, null or blank, or of a type the edge's own type check
   * let through (a number as text, something else than a list), is left to the service, which words SPEC.md's message
   * ("Name is required.", "Rating must be …"); every limit, pattern and choice on a value that is there is enforced.
   * A message the schema words itself always answers.
   */
  leaveToService?: boolean;
}

/** The fields each schema judges last when missing, in their order (missingLast). */
const MISSING_LAST = new WeakMap<ZodType, readonly string[]>();

/**
 * `schema` with the refusals of its missing fields judged last (issue 30): every field that is given is judged first,
 * in the shape's order, then each field of `order` that is missing (absent, null, blank, or not even of its type: a
 * number for a name), in `order`'s order. It keeps the answers of a service that read the missing fields itself, in
 * its own order, after the edge had refused any given field that broke a rule. Returns `schema` (call it last).
 */
export function missingLast<S extends ZodType>(schema: S, order: readonly (keyof z.input<S> & string)[]): S {
  MISSING_LAST.set(schema, order);
  return schema;
}

/** `issues` in the order `schema` judges them: as zod found them, but missingLast's missing fields last, in order. */
function judgedOrder(schema: ZodType, value: unknown, issues: Issue[]): Issue[] {
  const order = MISSING_LAST.get(schema);
  if (!order) return issues;
  // A field is missing by its value, or by its first issue: not even of its type (zod then goes on checking it).
  const missing = new Set(
    order.filter((field) => {
      const first = issues.find((issue) => issue.path[0] === field);
      return first && (blank(valueAt(value, [field])) || (first.path.length === 1 && first.code === 'invalid_type'));
    }),
  );
  const rank = (issue: Issue) => (missing.has(issue.path[0] as string) ? order.indexOf(issue.path[0] as string) + 1 : 0);
  return issues
    .map((issue, i) => ({ issue, i, rank: rank(issue) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map(({ issue }) => issue);
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string } | { ok: 'partial'; value: unknown };

/** Parses `value` once; never throws. `partial`: only what `leaveToService` leaves to the service is missing. */
export function checkInput<S extends ZodType>(schema: S, value: unknown, options: ParseOptions = {}): ParseResult<z.output<S>> {
  const result = schema.safeParse(value, { error: () => ZOD_WORDED });
  if (result.success) return { ok: true, value: result.data };
  // zod goes on checking a value of the wrong type (a list's length on text): its first issue at a path is the one.
  const judged = new Set<string>();
  for (const issue of judgedOrder(schema, value, result.error.issues)) {
    const at = JSON.stringify(issue.path);
    if (judged.has(at)) continue;
    judged.add(at);
    const worded = issue.message !== ZOD_WORDED;
    if (worded) return { ok: false, message: issue.message };
    if (options.leaveToService && (issue.code === 'invalid_type' || blank(valueAt(value, issue.path)))) continue;
    return { ok: false, message: sentence(issue, valueAt(value, issue.path)) };
  }
  return { ok: 'partial', value };
}

/**
 * Every refusal `schema` words for `value`, not only the first: what a customer could read for it, one sentence per
 * broken rule (test/hindi-refusals.test.ts says each in Hindi).
 */
export function refusalsOf(schema: ZodType, value: unknown): string[] {
  let result: ReturnType<ZodType['safeParse']>;
  try {
    result = schema.safeParse(value, { error: () => ZOD_WORDED });
  } catch (error) {
    // A transform that refuses with a DomainError of its own (person-details.ts): what the caller reads is its message.
    if (error instanceof DomainError) return [error.message];
    throw error;
  }
  if (result.success) return [];
  return result.error.issues.map((issue) => (issue.message !== ZOD_WORDED ? issue.message : sentence(issue, valueAt(value, issue.path))));
}

/** The parsed value of `schema`, or a 400 BadInputError with the first broken rule: what a GraphQL resolver calls. */
export function parseInput<S extends ZodType>(schema: S, value: unknown): z.output<S> {
  const result = checkInput(schema, value);
  if (result.ok === true) return result.value;
  throw new BadInputError(result.ok === false ? result.message : 'The input is not valid.');
}
