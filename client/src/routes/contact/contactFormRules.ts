import { i18n } from '../../i18n/i18n';
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
  if (!fields.name.trim()) errors.name = i18n.t('contact.nameRequired');
  if (!fields.email.trim()) errors.email = i18n.t('contact.emailRequired');
  else if (!isEmail(fields.email.trim())) errors.email = i18n.t('contact.emailInvalid');
  if (!fields.phone.trim()) errors.phone = i18n.t('contact.phoneRequired');
  else if (!PHONE.test(fields.phone.replace(/[\s-]/g, ''))) errors.phone = i18n.t('contact.phoneInvalid');
  if (!fields.message.trim()) errors.message = i18n.t('contact.messageRequired');
  return errors;
}
