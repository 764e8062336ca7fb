import type { ContactMessage } from './contact-message.entity.js';
import { isoDate } from '../common/rest.js';

/** A contact message in the REST dialect of the legacy clients (SPEC.md section 3). */
export function contactToRest(contact: ContactMessage) {
  return {
    _id: contact.id,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    message: contact.message,
    createdAt: isoDate(contact.createdAt),
  };
}
