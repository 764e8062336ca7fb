import { z } from 'zod';
import { email, filled } from '../common/rest-schemas.js';
import { language } from '../users/user.schemas.js';
import { filledPersonText } from '../common/person-text.js';
import { emailAddress } from '../common/input-schemas.js';

export const LINK_NOT_VALID = 'This sign-in link has expired or was already used. Please request a new code.';

/** An Indian mobile number: spaces and dashes are ignored, as the services read it. */
const MOBILE = /^(\+91)?[0-9]{10}$/;
const mobile = z
  .string()
  .max(40, { error: 'Valid 10-digit phone number required' })
  .refine((text) => MOBILE.test(text.replace(/[\s-]/g, '')), { error: 'Valid 10-digit phone number required' })
  .openapi({ pattern: MOBILE.source, description: 'An Indian mobile number: 10 digits, +91 optional', example: '9876543210' })
  .meta({ pattern: MOBILE.source });

/** The auth module's request bodies (common/rest-schemas.ts has the shared pieces; the User document is the users module's). */
export const requests = {
  sendOtp: z.object({
    email,
    name: filledPersonText(120, 'Name'),
    phone: mobile,
    language: language.optional().openapi({ description: "The code mail's language; the account keeps it at sign-in" }),
  }),
  verifyOtp: z.object({
    email,
    otp: z
      .string()
      .regex(/^[0-9]{4}$/, { error: 'Enter 4-digit OTP' })
      .openapi({ description: 'The 4-digit code of the mail' }),
    phone: mobile
      .optional()
      .openapi({ description: "10 digits, with or without +91: replaces an existing account's phone (a code request never does)" }),
  }),
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
