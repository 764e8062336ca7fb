import { BadInputError } from './errors.js';

/** The longest text any field takes (a blog's content); the edge refuses anything longer before it is read. */
export const MAX_TEXT_LENGTH = 50_000;

// C0 controls except tab, line feed and carriage return; DEL; C1 controls. PostgreSQL refuses NUL outright.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// The same with tab, line feed and carriage return: a query string's value is one line (a search box types none).
const CONTROL_IN_A_LINE = /[\u0000-\u001F\u007F-\u009F]/;

/** Why a text cannot be stored as it is: too long, or characters no form types (controls, lone surrogates). */
export function textProblem(text: string, max = MAX_TEXT_LENGTH, control = CONTROL): 'too long' | 'not allowed' | null {
  if (text.length > max) return 'too long';
  if (!(text as string & { isWellFormed(): boolean }).isWellFormed() || control.test(text)) return 'not allowed';
  return null;
}

/** A 400 naming the field whose text cannot be stored. */
export function assertStorableText(text: string, label: string, max = MAX_TEXT_LENGTH, control = CONTROL): void {
  const problem = textProblem(text, max, control);
  if (problem === 'too long') throw new BadInputError(`${label} is too long (at most ${max} characters).`);
  if (problem) throw new BadInputError(`${label} contains characters that are not allowed.`);
}

const MAX_DEPTH = 16;

/**
 * The edge's rule for every request (REST bodies and query strings, GraphQL arguments on both transports): each
 * text anywhere in the input is storable (see textProblem), so PostgreSQL never sees NUL or a lone surrogate and
 * no pattern ever runs on a megabyte. A 400 names the first field that is not. Uploads are left to their checks.
 */
export function assertCleanInput(value: unknown): void {
  assertClean(value, 'input', 0, CONTROL);
}

/** The same rule for a query string, whose values are one line: a tab or a line break in one is refused too. */
export function assertCleanQuery(query: unknown): void {
  assertClean(query, 'input', 0, CONTROL_IN_A_LINE);
}

function assertClean(value: unknown, field: string, depth: number, control: RegExp): void {
  if (typeof value === 'string') {
    assertStorableText(value, `The field "${field}"`, MAX_TEXT_LENGTH, control);
    return;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || typeof (value as { then?: unknown }).then === 'function')
    return;
  if (depth >= MAX_DEPTH) throw new BadInputError(`The field "${field}" is nested too deeply.`);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) assertClean(value[i], `${field}[${i}]`, depth + 1, control);
    return;
  }
  for (const [key, inner] of Object.entries(value)) assertClean(inner, depth === 0 ? key : `${field}.${key}`, depth + 1, control);
}

/**
 * Trimmed text from a string or a number (JSON clients send numbers, multipart sends text); '' for anything
 * else. Its length is bounded and its characters checked before any pattern looks at it.
 */
export function readText(value: unknown, label: string, max: number): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value !== 'string') return '';
  const text = value.trim();
  assertStorableText(text, label, max);
  return text;
}

/** Text a person typed that must be there: trimmed, not empty, at most `max` characters; a 400 naming the field. */
export function requiredText(value: unknown, label: string, max: number, missing = `${label} is required.`): string {
  const text = readText(value, label, max);
  if (!text) throw new BadInputError(missing);
  return text;
}

/** Text that may be left out: absent or blank is null. */
export function optionalText(value: unknown, label: string, max: number): string | null {
  return readText(value, label, max) || null;
}

/** A search box's text: at most `max` characters are used; absent or blank is ''. */
export function searchText(value: unknown, max = 100): string {
  if (typeof value !== 'string') return '';
  const text = value.trim().slice(0, max);
  assertStorableText(text, 'Search', max);
  return text;
}

/** A LIKE pattern matching text that contains `text` literally (its %, _ and \\ escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** A whole number within bounds, given as a number or as the text a multipart form sends ("1500"). */
export function wholeNumber(value: unknown, label: string, min: number, max: number): number {
  const text = readText(value, label, 30);
  if (!text) throw new BadInputError(`${label} is required.`);
  const number = /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < min || number > max) {
    throw new BadInputError(`${label} must be a whole number from ${min} to ${max}.`);
  }
  return number;
}

/** One of a list of allowed values, compared exactly. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[], message: string): T {
  if (!(allowed as readonly unknown[]).includes(value)) throw new BadInputError(message);
  return value as T;
}
