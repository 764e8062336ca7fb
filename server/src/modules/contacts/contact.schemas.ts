import { z } from 'zod';
import { email, filled, id, isoTime, mobile } from '../common/rest-schemas.js';
import { fieldOf, requiredField } from '../common/input-schemas.js';
import { parseEmail, parseName, parsePhone } from '../common/person-details.js';
import { filledPersonText } from '../common/person-text.js';

/** The contacts module's REST documents and request bodies (common/rest-schemas.ts has the shared pieces). */
export const ContactMessage = z
  .strictObject({ _id: id, name: z.string(), email: z.string(), phone: z.string(), message: z.string(), createdAt: isoTime })
  .openapi('ContactMessage');

export const requests = {
  contact: z.object({ name: filledPersonText(120, 'Name'), email, phone: mobile, message: filled(5000, 'Message') }),
};

/**
 * SPEC.md section 5: all four required, e-mail in form, checked in that order; the phone is kept as its 10 digits
 * (links add +91). Name, e-mail and phone are the rules every person's details keep (common/person-details.ts).
 */
export const contactInput = z
  .object({ name: z.unknown().optional(), email: z.unknown().optional(), phone: z.unknown().optional(), message: z.unknown().optional() })
  .transform((input, ctx) => ({
    name: parseName(input.name),
    email: parseEmail(input.email),
    phone: parsePhone(input.phone).slice('+91'.length),
    message: fieldOf(ctx, requiredField('Message', 5000), input.message, 'message'),
  }));
export type ContactInput = z.output<typeof contactInput>;
