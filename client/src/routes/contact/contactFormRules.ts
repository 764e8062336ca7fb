import { isEmail } from '../../lib/email';

export interface ContactFields {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export const EMPTY_CONTACT: ContactFields = { name: '', email: '', phone: '', message: '' };

// The server's rules (SPEC.md section 5): e-mail "text, @, text, dot, text"; an Indian mobile, +91 optional.
const PHONE = /^(?:\+91)?\d{10}$/;

/** Field messages for what the form would refuse; empty when it may be sent. */
export function contactFormErrors(fields: ContactFields): Partial<ContactFields> {
  const errors: Partial<ContactFields> = {};
  if (!fields.name.trim()) errors.name = 'Name is required';
  if (!fields.email.trim()) errors.email = 'Email is required';
  else if (!isEmail(fields.email.trim())) errors.email = 'Valid email required';
  if (!fields.phone.trim()) errors.phone = 'Phone is required';
  else if (!PHONE.test(fields.phone.replace(/[\s-]/g, ''))) errors.phone = 'Valid 10-digit phone number required';
  if (!fields.message.trim()) errors.message = 'Message is required';
  return errors;
}
