import { BadInputError } from '../common/errors.js';

// SPEC.md section 5: "text, @, text, dot, text".
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^(?:\+91)?(\d{10})$/;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A customer's name: required, at most 120 characters. */
export function parseName(value: unknown): string {
  const name = text(value);
  if (!name) throw new BadInputError('Name is required');
  if (name.length > 120) throw new BadInputError('Name is too long (at most 120 characters).');
  return name;
}

export function isEmail(value: string): boolean {
  return EMAIL.test(value) && value.length <= 254;
}

/** An e-mail address, lower-cased: one address is one account whatever its case. */
export function parseEmail(value: unknown): string {
  const email = text(value).toLowerCase();
  if (!isEmail(email)) throw new BadInputError('Valid email required');
  return email;
}

/** An Indian mobile number, 10 digits with or without +91, stored as +91XXXXXXXXXX. */
export function parsePhone(value: unknown): string {
  const match = PHONE.exec(text(value).replace(/[\s-]/g, ''));
  if (!match) throw new BadInputError('Valid 10-digit phone number required');
  return `+91${match[1]}`;
}
