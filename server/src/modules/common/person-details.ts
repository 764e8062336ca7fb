import { BadInputError } from './errors.js';
import { readText } from './input.js';
import { personLine } from './person-text.js';

/** The longest e-mail address SMTP carries (RFC 5321). */
export const MAX_EMAIL_LENGTH = 254;
const PHONE = /^(?:\+91)?(\d{10})$/;
const WHITESPACE = /\s/;

/** These fields are text only: a JSON number is not a name, an address or a phone number as typed. */
function typedText(value: unknown, label: string, max: number): string {
  return typeof value === 'string' ? readText(value, label, max) : '';
}

/** A customer's name: required, at most 120 characters. */
export function parseName(value: unknown): string {
  const name = typedText(value, 'Name', 120);
  if (!name) throw new BadInputError('Name is required');
  return personLine(name, 'Name');
}

/**
 * SPEC.md section 5: "text, @, text, dot, text", with no spaces, at most 254 characters. Checked by hand in one
 * pass: the obvious pattern backtracks quadratically on a long run of dots.
 */
export function isEmail(value: string): boolean {
  if (value.length > MAX_EMAIL_LENGTH || WHITESPACE.test(value)) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  // A dot with at least one character on each side.
  return value.slice(at + 2, -1).includes('.');
}

/** An e-mail address, lower-cased: one address is one account whatever its case. */
export function parseEmail(value: unknown): string {
  const text = typeof value === 'string' && value.length > MAX_EMAIL_LENGTH * 2 ? '' : typedText(value, 'Email', MAX_EMAIL_LENGTH * 2);
  const email = text.toLowerCase();
  if (!isEmail(email)) throw new BadInputError('Valid email required');
  return email;
}

/** An Indian mobile number, 10 digits with or without +91, stored as +91XXXXXXXXXX. */
export function parsePhone(value: unknown): string {
  const text = typeof value === 'string' && value.length > 40 ? '' : typedText(value, 'Phone', 40);
  const match = PHONE.exec(text.replace(/[\s-]/g, ''));
  if (!match) throw new BadInputError('Valid 10-digit phone number required');
  return `+91${match[1]}`;
}

/** Digits only, any format (the Book Now form); a 10-digit Indian number gets its country code 91. */
export function phoneDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}
