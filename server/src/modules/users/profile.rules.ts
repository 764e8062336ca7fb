import { BadInputError } from '../common/errors.js';
import { Gender } from '../common/enums.js';
import { cityNow } from '../common/city-time.js';
import { parseName } from './person.rules.js';

/** What a profile update may change. A field left undefined stays as it is; null clears it. */
export interface ProfileChanges {
  name: string;
  address?: string | null;
  gender?: Gender | null;
  dob?: string | null;
}

export interface ProfileInput {
  name?: unknown;
  address?: unknown;
  gender?: unknown;
  dob?: unknown;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Absent stays undefined; empty text (a cleared form field) becomes null. */
function optionalText(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'string') throw new BadInputError('Profile fields must be text.');
  return value.trim() || null;
}

function parseGender(value: unknown): Gender | null | undefined {
  const gender = optionalText(value);
  if (gender == null) return gender;
  if (!(Object.values(Gender) as string[]).includes(gender)) throw new BadInputError('Gender must be Male, Female or Other.');
  return gender as Gender;
}

function parseDob(value: unknown): string | null | undefined {
  const dob = optionalText(value);
  if (dob == null) return dob;
  const m = DATE.exec(dob);
  const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== dob || dob < '1900-01-01') {
    throw new BadInputError('Date of birth must be a valid date (yyyy-MM-dd).');
  }
  if (dob > cityNow().date) throw new BadInputError('Date of birth cannot be in the future.');
  return dob;
}

/** The profile form's rules (SPEC.md section 5): name required; gender Male, Female or Other; dob a date. */
export function parseProfile(input: ProfileInput): ProfileChanges {
  const name = parseName(input.name);
  const address = optionalText(input.address);
  if (address && address.length > 300) throw new BadInputError('Address is too long (at most 300 characters).');
  const changes: ProfileChanges = { name, address, gender: parseGender(input.gender), dob: parseDob(input.dob) };
  // Only what was sent: an absent field must not be written as undefined.
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as ProfileChanges;
}
