import { BadInputError } from '../common/errors.js';
import { Gender } from '../common/enums.js';
import { cityNow } from '../common/city-time.js';
import { parseName } from '../common/person-details.js';
import { isCalendarDate } from '../common/dates.js';
import { readText } from '../common/input.js';
import { INDIAN_STATES } from '../common/indian-states.js';
import { personLine } from '../common/person-text.js';

/** What a profile update may change. A field left undefined stays as it is; null clears it. */
export interface ProfileChanges {
  name: string;
  address?: string | null;
  state?: string | null;
  gender?: Gender | null;
  dob?: string | null;
}

export interface ProfileInput {
  name?: unknown;
  address?: unknown;
  state?: unknown;
  gender?: unknown;
  dob?: unknown;
}

/** Absent stays undefined; empty text (a cleared form field) becomes null. */
function optionalText(value: unknown, label: string, max: number): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'string') throw new BadInputError('Profile fields must be text.');
  return readText(value, label, max) || null;
}

function parseGender(value: unknown): Gender | null | undefined {
  const gender = optionalText(value, 'Gender', 100);
  if (gender == null) return gender;
  if (!(Object.values(Gender) as string[]).includes(gender)) throw new BadInputError('Gender must be Male, Female or Other.');
  return gender as Gender;
}

function parseState(value: unknown): string | null | undefined {
  const state = optionalText(value, 'State', 60);
  if (state == null) return state;
  const known = INDIAN_STATES.find((s) => s.toLowerCase() === state.toLowerCase());
  if (!known) throw new BadInputError("State must be one of India's states or union territories.");
  return known;
}

function parseDob(value: unknown): string | null | undefined {
  const dob = optionalText(value, 'Date of birth', 100);
  if (dob == null) return dob;
  if (!isCalendarDate(dob) || dob < '1900-01-01') {
    throw new BadInputError('Date of birth must be a valid date (yyyy-MM-dd).');
  }
  if (dob > cityNow().date) throw new BadInputError('Date of birth cannot be in the future.');
  return dob;
}

/** The profile form's rules (SPEC.md section 5): name required; gender Male, Female or Other; dob a date. */
export function parseProfile(input: ProfileInput): ProfileChanges {
  const name = parseName(input.name);
  // A postal address is multi-line by design (a textarea): it may keep its line breaks.
  const address = personLine(optionalText(input.address, 'Address', 300), 'Address', { multiline: true });
  const changes: ProfileChanges = {
    name,
    address,
    state: parseState(input.state),
    gender: parseGender(input.gender),
    dob: parseDob(input.dob),
  };
  // Only what was sent: an absent field must not be written as undefined.
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as ProfileChanges;
}
