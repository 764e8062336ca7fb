import { z } from 'zod';
import { id, isoTime } from '../common/rest-schemas.js';

import { personText } from '../common/person-text.js';
import { Gender } from '../common/enums.js';
import { cityNow } from '../common/city-time.js';
import { isCalendarDate } from '../common/dates.js';
import { INDIAN_STATES } from '../common/indian-states.js';
import { checkGstin } from '../common/gstin.js';
import { LANGUAGES } from '../common/language.js';
import { BULK_IDS_MESSAGE, MAX_BULK } from './user-directory.service.js';
import { missingLast } from '../common/parse-input.js';

// The users module's REST documents and request bodies (common/rest-schemas.ts has the shared pieces).

const LANGUAGE_MESSAGE = 'Language must be en (English) or hi (Hindi).';

/** The customer site's languages (issue 24). */
export const language = z.enum(['en', 'hi']);
export const User = z
  .strictObject({
    _id: id,
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.string().nullable(),
    state: z.string().nullable().openapi({ description: "State or union territory (the invoice's GST split)" }),
    gstin: z.string().nullable().openapi({ description: "A business customer's GSTIN: its state code gives the place of supply" }),
    businessName: z.string().nullable().openapi({ description: "The business's legal name on a B2B invoice" }),
    gender: z.enum(['Male', 'Female', 'Other']).nullable(),
    dob: z.string().nullable(),
    profilePic: z.string().nullable(),
    isVerified: z.boolean(),
    createdAt: isoTime,
    language: language.openapi({ description: "The customer's language for the site and their e-mails" }),
  })
  .openapi('User');

export const requests = {
  /**
   * REST's language: absent, null or blank is "Language must be en (English) or hi (Hindi).", as GraphQL words every
   * refusal (`languageInput`); another text is the common sentence ('The field "language" must be one of en, hi (not "fr").').
   */
  language: z.object({
    language: z.enum(LANGUAGES, {
      error: (issue) =>
        issue.input === undefined || issue.input === null || (typeof issue.input === 'string' && issue.input.trim() === '')
          ? LANGUAGE_MESSAGE
          : undefined,
    }),
  }),
  // One sentence for every way the list is wrong, as the service words it.
  bulkDelete: z.object({
    ids: z
      .array(z.uuid({ error: BULK_IDS_MESSAGE }), { error: BULK_IDS_MESSAGE })
      .min(1, { error: BULK_IDS_MESSAGE })
      .max(MAX_BULK, { error: BULK_IDS_MESSAGE }),
  }),
};

/** The name every form keeps (common/person-details.ts): text only, required, at most 120 characters, one line. */
const profileName = z.preprocess(
  (value) => (typeof value === 'string' ? value : ''),
  z
    .string()
    .trim()
    .max(120, { error: 'Name is too long (at most 120 characters).' })
    .min(1, { error: 'Name is required' })
    .pipe(personText(120, { label: 'Name' })),
);

/** A profile field: absent stays as it is (undefined), null clears it, and so does empty text (a cleared form field). */
const profileText = (label: string, max: number) =>
  z
    .string({ error: 'Profile fields must be text.' })
    .trim()
    .max(max, { error: `${label} is too long (at most ${max} characters).` })
    .transform((text) => text || null)
    .nullish();

/** A profile field whose text, when there is some, keeps `rule`. */
const profileField = <T>(label: string, max: number, rule: z.ZodType<T, string>) => profileText(label, max).pipe(rule.nullish());

const stateNamed = (text: string) => INDIAN_STATES.find((state) => state.toLowerCase() === text.toLowerCase());
const DOB_MESSAGE = 'Date of birth must be a valid date (yyyy-MM-dd).';

/**
 * The profile form's rules (SPEC.md section 5), checked in the form's order: name required; a postal address (multi-line
 * by design, a textarea); one of India's states; gender Male, Female or Other; a date of birth that has been; a GSTIN
 * by its pattern, state code and check character (the 400 says which failed); the business's legal name.
 * Only what was sent is answered: an absent field must not be written as undefined.
 */
export const profileInput = missingLast(
  z
    .object({
      name: profileName,
      address: profileField('Address', 300, personText(300, { label: 'Address', multiline: true })),
      state: profileField(
        'State',
        60,
        z
          .string()
          .refine((text) => stateNamed(text) !== undefined, { error: "State must be one of India's states or union territories." })
          .transform((text) => stateNamed(text) as string),
      ),
      gender: profileField('Gender', 100, z.enum(Gender, { error: 'Gender must be Male, Female or Other.' })),
      dob: profileField(
        'Date of birth',
        100,
        z
          .string()
          .refine((dob) => isCalendarDate(dob) && dob >= '1900-01-01', { error: DOB_MESSAGE, abort: true })
          .refine((dob) => dob <= cityNow().date, { error: 'Date of birth cannot be in the future.' }),
      ),
      gstin: profileField(
        'GSTIN',
        20,
        z.string().transform((text, ctx) => {
          const checked = checkGstin(text);
          if (checked.ok) return checked.gstin;
          ctx.addIssue({ code: 'custom', message: checked.reason });
          return z.NEVER;
        }),
      ),
      businessName: profileText('Business name', 120),
      // The legacy form sends it; it is read-only, so it never reaches the changes.
      email: z.string().optional().openapi({ description: 'Ignored: the e-mail cannot be changed here' }),
    })
    .transform(
      ({ email: _readOnly, ...changes }) =>
        Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as unknown as ProfileChanges,
    ),
  // A given field that breaks its rule answers before a missing name, as the form's own check did.
  ['name'],
);

/** What a profile update may change. A field left undefined stays as it is; null clears it. */
export interface ProfileChanges {
  name: string;
  address?: string | null;
  state?: string | null;
  gender?: Gender | null;
  dob?: string | null;
  /** A business customer's GSTIN (issue 31): its state code gives the place of supply; the invoice becomes B2B. */
  gstin?: string | null;
  /** The business's legal name, printed on a B2B invoice beside the GSTIN. */
  businessName?: string | null;
}

/** A language a customer chose (GraphQL's setLanguage). */
export const languageInput = z.object({ language: z.enum(LANGUAGES, { error: LANGUAGE_MESSAGE }) });
