import { z } from 'zod';
import { language } from '../users/user.schemas.js';
import { emailAddress, notGiven, numberAsText, personName, phoneNumber } from '../common/input-schemas.js';
import { missingLast } from '../common/parse-input.js';

const OTP_MESSAGE = 'Enter 4-digit OTP';
export const LINK_NOT_VALID = 'This sign-in link has expired or was already used. Please request a new code.';

/** The auth module's request bodies (common/rest-schemas.ts has the shared pieces; the User document is the users module's). */
export const requests = {
  /**
   * The sign-in form: a name, an e-mail and a mobile (parseName's, parseEmail's and parsePhone's sentences). A field
   * given and wrong is judged first, in the body's order; then the missing ones, in the form's order (name first).
   */
  sendOtp: missingLast(
    z.object({
      email: emailAddress,
      name: personName,
      phone: phoneNumber,
      // Absent, null or '': the account's language.
      language: z
        .preprocess(notGiven, language.optional())
        .openapi({ description: "The code mail's language; the account keeps it at sign-in" }),
    }),
    ['name', 'email', 'phone'],
  ),
  /** The code as typed (a number too: legacy clients); a given field that is wrong is judged before a missing one. */
  verifyOtp: missingLast(
    z.object({
      email: emailAddress,
      otp: numberAsText(z.string({ error: OTP_MESSAGE }).regex(/^[0-9]{4}$/, { error: OTP_MESSAGE })).openapi({
        description: 'The 4-digit code of the mail',
      }),
      phone: phoneNumber
        .nullish()
        .openapi({ description: "10 digits, with or without +91: replaces an existing account's phone (a code request never does)" }),
    }),
    ['email', 'otp', 'phone'],
  ),
  /** Any text within the length: a token that is not a link's is the service's "expired or was already used" (a lookup). */
  signInLink: z.object({
    signin: z
      .string({ error: LINK_NOT_VALID })
      .trim()
      .max(1000, { error: 'This field is too long (at most 1000 characters).' })
      .openapi({ description: 'The signin parameter of the link in the code mail' }),
  }),
  /** Every refusal is "Valid email required" (parseEmail's), a missing address too. */
  resendOtp: z.object({ email: emailAddress }),
};
export type SignInInput = z.output<typeof requests.sendOtp>;
export type VerifyInput = z.output<typeof requests.verifyOtp>;
