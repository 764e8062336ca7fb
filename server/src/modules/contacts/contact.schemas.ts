import { z } from 'zod';
import { id, isoTime } from '../common/rest-schemas.js';
import { emailAddress, personName, phoneNumber, requiredField } from '../common/input-schemas.js';

/** The contacts module's REST documents and request bodies (common/rest-schemas.ts has the shared pieces). */
export const ContactMessage = z
  .strictObject({ _id: id, name: z.string(), email: z.string(), phone: z.string(), message: z.string(), createdAt: isoTime })
  .openapi('ContactMessage');

/**
 * SPEC.md section 5: all four required, e-mail in form, checked in that order; the phone is kept as its 10 digits
 * (links add +91). The body of POST /api/v1/contact/add and GraphQL's ContactInput.
 */
export const contactInput = z.object({
  name: personName,
  email: emailAddress,
  phone: phoneNumber.transform((phone) => phone.slice('+91'.length)),
  message: requiredField('Message', 5000),
});
export type ContactInput = z.output<typeof contactInput>;
