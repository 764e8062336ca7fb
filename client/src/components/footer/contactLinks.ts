import { internationalPhone } from '../../site/siteSettings';

/** Messaging, call and SMS links to the contact phone, with India's +91 prefix. */
export function contactLinks(phone: string) {
  const intl = internationalPhone(phone);
  return {
    whatsapp: `https://wa.me/${intl}`,
    call: `tel:+${intl}`,
    sms: `sms:+${intl}`,
  };
}
