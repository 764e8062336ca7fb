import type { Language } from './language.js';

/**
 * The customer e-mails' words in each language (issue 24), keyed by the customer's `language`. English is what the
 * mails always said. Translators: add the same keys under a new language; {placeholders} keep their names.
 */
const TEXTS = {
  en: {
    'signIn.subject': 'Your {site} sign-in code',
    'signIn.body':
      'Hello,\n\nYour {site} sign-in code is {code}. It is valid for {minutes} minutes.\n\n{link}If you did not try to sign in, you can ignore this email.\n\n{site}',
    'signIn.link': 'Or sign in with this link (it works once, for {minutes} minutes):\n{url}\n\n',
    'booking.subject.submitted': 'Booking received',
    'booking.subject.accepted': 'Booking confirmed',
    'booking.subject.rejected': 'Booking not accepted',
    'booking.subject.completed': 'Booking completed',
    'booking.subject.rescheduled': 'Booking rescheduled',
    'booking.subject.cancelled': 'Booking cancelled',
    'booking.lead.submitted': 'We have received your booking. It is Pending until our staff confirm it.',
    'booking.lead.accepted': 'Your booking is confirmed.',
    'booking.lead.rejected': 'Sorry, we could not accept your booking.',
    'booking.lead.completed': 'Your booking is complete. Thank you for driving with us.',
    'booking.lead.rescheduled': 'Your booking has been moved to new dates.',
    'booking.lead.cancelled': 'Your booking has been cancelled.',
    'booking.hello': 'Hello {name},',
    'booking.car': 'Car: {car}',
    'booking.period': 'Period: {from} to {to} ({bookFor})',
    'booking.amount': 'Amount: {amount}',
    'booking.charge': 'Cancellation charge: {amount}',
    'booking.refund': 'Refund: {amount}',
    'booking.reason': 'Reason: {reason}',
    'booking.line': 'Booking: {car}, {from} to {to}',
    'bookFor.12 Hours': '12 Hours',
    'bookFor.Daily': 'Daily',
    'bookFor.Weekly': 'Weekly',
    'bookFor.Monthly': 'Monthly',
  },
  hi: {
    'signIn.subject': 'आपका {site} साइन-इन कोड',
    'signIn.body':
      'नमस्ते,\n\nआपका {site} साइन-इन कोड {code} है। यह {minutes} मिनट तक मान्य है।\n\n{link}अगर आपने साइन इन करने की कोशिश नहीं की, तो इस ईमेल को अनदेखा कर दें।\n\n{site}',
    'signIn.link': 'या इस लिंक से साइन इन करें (यह एक बार, {minutes} मिनट तक चलता है):\n{url}\n\n',
    'booking.subject.submitted': 'बुकिंग मिल गई',
    'booking.subject.accepted': 'बुकिंग पक्की हुई',
    'booking.subject.rejected': 'बुकिंग स्वीकार नहीं हुई',
    'booking.subject.completed': 'बुकिंग पूरी हुई',
    'booking.subject.rescheduled': 'बुकिंग की तारीख़ें बदलीं',
    'booking.subject.cancelled': 'बुकिंग रद्द हुई',
    'booking.lead.submitted': 'हमें आपकी बुकिंग मिल गई है। हमारे स्टाफ़ की पुष्टि तक यह लंबित (Pending) है।',
    'booking.lead.accepted': 'आपकी बुकिंग पक्की हो गई है।',
    'booking.lead.rejected': 'माफ़ कीजिए, हम आपकी बुकिंग स्वीकार नहीं कर सके।',
    'booking.lead.completed': 'आपकी बुकिंग पूरी हुई। हमारे साथ सफ़र करने के लिए धन्यवाद।',
    'booking.lead.rescheduled': 'आपकी बुकिंग नई तारीख़ों पर कर दी गई है।',
    'booking.lead.cancelled': 'आपकी बुकिंग रद्द कर दी गई है।',
    'booking.hello': 'नमस्ते {name},',
    'booking.car': 'कार: {car}',
    'booking.period': 'अवधि: {from} से {to} तक ({bookFor})',
    'booking.amount': 'रकम: {amount}',
    'booking.charge': 'रद्द करने का शुल्क: {amount}',
    'booking.refund': 'रिफ़ंड: {amount}',
    'booking.reason': 'कारण: {reason}',
    'booking.line': 'बुकिंग: {car}, {from} से {to} तक',
    'bookFor.12 Hours': '12 घंटे',
    'bookFor.Daily': 'रोज़ाना',
    'bookFor.Weekly': 'साप्ताहिक',
    'bookFor.Monthly': 'मासिक',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type MailKey = keyof (typeof TEXTS)['en'];

/** The text of `key` in `language` with its {placeholders} filled (an unknown placeholder stays as written). */
export function mailText(language: Language, key: MailKey, vars: Record<string, string | number> = {}): string {
  const text: string = (TEXTS[language] as Record<MailKey, string>)[key] ?? TEXTS.en[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** Every key in every language (the parity test reads it). */
export function mailCatalogues(): Record<Language, Record<string, string>> {
  return TEXTS;
}
