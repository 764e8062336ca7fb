import { z } from 'zod';
import { id, isoTime, text } from '../common/rest-schemas.js';
import { personText } from '../common/person-text.js';
import { BULK_IDS_MESSAGE, MAX_BULK } from './user-directory.service.js';

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
  language: z.object({ language }),
  // One sentence for every way the list is wrong, as the service words it.
  bulkDelete: z.object({
    ids: z
      .array(z.uuid({ error: BULK_IDS_MESSAGE }), { error: BULK_IDS_MESSAGE })
      .min(1, { error: BULK_IDS_MESSAGE })
      .max(MAX_BULK, { error: BULK_IDS_MESSAGE }),
  }),
  profileForm: z.object({
    name: personText(120, { label: 'Name' }),
    email: text.optional(),
    address: personText(300, { multiline: true, label: 'Address' }).optional(),
    state: text.optional(),
    gstin: text.optional().openapi({ description: 'A business GSTIN (pattern and check character checked); empty clears it' }),
    businessName: text.optional().openapi({ description: "The business's legal name, needed with a GSTIN" }),
    dob: text.optional(),
    gender: text.optional(),
    profilePic: z.string().openapi({ format: 'binary' }).optional(),
  }),
};
