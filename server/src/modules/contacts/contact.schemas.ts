import { z } from 'zod';
import { email, filled, id, isoTime, mobile } from '../common/rest-schemas.js';
import { filledPersonText } from '../common/person-text.js';

/** The contacts module's REST documents and request bodies (common/rest-schemas.ts has the shared pieces). */
export const ContactMessage = z
  .strictObject({ _id: id, name: z.string(), email: z.string(), phone: z.string(), message: z.string(), createdAt: isoTime })
  .openapi('ContactMessage');

export const requests = {
  contact: z.object({ name: filledPersonText(120, 'Name'), email, phone: mobile, message: filled(5000, 'Message') }),
};
