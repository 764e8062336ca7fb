import { z } from 'zod';
import { id, isoTime, text, uuid } from '../common/rest-schemas.js';
import { personText } from '../common/person-text.js';

// The users module's REST documents and request bodies (common/rest-schemas.ts has the shared pieces).

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
    gender: z.enum(['Male', 'Female', 'Other']).nullable(),
    dob: z.string().nullable(),
    profilePic: z.string().nullable(),
    isVerified: z.boolean(),
    createdAt: isoTime,
    language: language.openapi({ description: "The customer's language for the site and their e-mails" }),
  })
  .openapi('User');

export const requests = {
  language: z.object({ language }),
  bulkDelete: z.object({ ids: z.array(uuid).min(1).max(1000) }),
  profileForm: z.object({
    name: personText(120),
    email: text.optional(),
    address: personText(300, { multiline: true }).optional(),
    state: text.optional(),
    dob: text.optional(),
    gender: text.optional(),
    profilePic: z.string().openapi({ format: 'binary' }).optional(),
  }),
};
