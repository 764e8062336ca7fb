import { z } from 'zod';
import { BadInputError } from './errors.js';

/*
 * One rule for text a person types that the site later prints for someone else (issue 28): names, cancel and
 * rejection reasons, remarks, notes, addresses and references. Such text is one line of plain characters: no line
 * break, no tab or other control character (C0, DEL, C1), no Unicode line or paragraph separator and no bidirectional
 * override, so nobody can add a line to a mail, an invoice or a CSV that the operator did not write, nor make text
 * read backwards. A field that is multi-line by design (a postal address) may keep line breaks, nothing else.
 * Declared once here as zod patterns (JSON Schema and OpenAPI carry them as `pattern`), used by the request schemas
 * and, through `personLine`, by the services every transport reaches (REST, GraphQL, partner API).
 * Each pattern is one negated class over the whole text: linear, whatever the input.
 */
export const ONE_LINE = /^[^\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]*$/;
export const MULTI_LINE = /^[^\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]*$/;

export interface PersonTextOptions {
  /** Line breaks allowed (a multi-line address); every other control character is still refused. */
  multiline?: boolean;
}

const patternOf = (options: PersonTextOptions) => (options.multiline ? MULTI_LINE : ONE_LINE);
/** The refusal of text that breaks the rule, naming its field. */
export const problemOf = (label: string, options: PersonTextOptions = {}) =>
  options.multiline
    ? `${label} cannot contain tabs or other control characters.`
    : `${label} must be one line of plain text (no line breaks, tabs or other control characters).`;

/**
 * The zod piece: a string of at most `max` characters that keeps the rule (for request schemas and GraphQL inputs).
 * `label` words its refusals as the services do ("Address is too long (at most 300 characters).").
 */
export function personText(max: number, options: PersonTextOptions & { label?: string } = {}) {
  const label = options.label;
  return z
    .string()
    .max(max, label ? { error: `${label} is too long (at most ${max} characters).` } : undefined)
    .regex(patternOf(options), { message: problemOf(label ?? 'The text', options) });
}

/** The same with at least one character that is not a space (a required field). */
export const filledPersonText = (max: number, label?: string) => personText(max, { label }).min(1).regex(/\S/);

/** A 400 naming the field when `text` breaks the rule; the same check as `personText`. */
export function assertPersonText(text: string, label: string, options: PersonTextOptions = {}): void {
  if (!patternOf(options).test(text)) throw new BadInputError(problemOf(label, options));
}

/** `text` as it is when it keeps the rule (checked already-trimmed text from requiredText and friends). */
export function personLine<T extends string | null | undefined>(text: T, label: string, options: PersonTextOptions = {}): T {
  if (text) assertPersonText(text, label, options);
  return text;
}

const UNPRINTABLE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]+/g;
const UNPRINTABLE_BUT_BREAKS = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]+/g;

/**
 * What a mail, PDF or CSV writer prints of stored text: every run of control characters, line breaks and
 * bidirectional overrides becomes one space, so even text stored before the rule (or by SQL) cannot start a line of
 * its own. `multiline` keeps line feeds (a multi-line address printed as lines), dropping carriage returns.
 */
export function printable(value: unknown, options: PersonTextOptions = {}): string {
  const text = value === null || value === undefined ? '' : String(value);
  return options.multiline ? text.replace(/\r\n?/g, '\n').replace(UNPRINTABLE_BUT_BREAKS, ' ') : text.replace(UNPRINTABLE, ' ');
}
