import { z } from 'zod';
import { missingLast } from '../common/parse-input.js';
import { numberAsText } from '../common/input-schemas.js';

const REQUIRED = 'Email and password are required.';

/** Text that must be there: trimmed, at most `max` characters (a longer one says so); absent, blank or not text is REQUIRED. */
const signInField = (max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(max, { error: `This field is too long (at most ${max} characters).` })
    .regex(/\S/, { error: REQUIRED });

/** The admin module's request bodies (common/rest-schemas.ts has the shared pieces). */
export const requests = {
  /**
   * One sentence for a missing e-mail or password, judged after a given field that is too long; the e-mail in lower
   * case (a number is its text: it then matches no account).
   */
  login: missingLast(
    z.object({ email: numberAsText(signInField(254).overwrite((email) => email.toLowerCase())), password: signInField(1000) }),
    ['email', 'password'],
  ),
  /** A link that is not one (absent, blank or not text) is the service's 401 ("not valid any more"), as a forged one. */
  signInLink: z.object({
    signin: z
      .preprocess(
        (value) => (typeof value === 'string' ? value : undefined),
        z.string().trim().max(1000, { error: 'This field is too long (at most 1000 characters).' }).optional(),
      )
      .openapi({ description: 'The signin parameter of the link in the code mail' }),
  }),
};
export type AdminLoginInput = z.output<typeof requests.login>;
