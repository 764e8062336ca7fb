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
    'payment.received.subject': 'Payment received',
    'payment.received.online': 'We have received your payment of {amount} online (Razorpay {id}). Thank you.',
    'payment.received.upi': 'We have received your UPI payment of {amount} (UTR {utr}). Thank you.',
    'payment.received.counter': 'We have received {amount} ({method}, {reference}). Thank you.',
    'payment.notFound.subject': 'Payment not found',
    'payment.notFound.text':
      'We could not match your UPI payment with UTR {utr} to our bank statement: {why}\nPlease check the UTR and claim again, or contact us.',
    'payment.refund.subject': 'Refund made',
    'payment.refund.text': 'We have refunded {amount} to your original payment method (reference {reference}). It appears in 5 to 15 days.',
    'trip.started.subject': 'Your trip has started',
    'trip.started.keys': 'The keys of {car} were handed over on {date} at {time}.',
    'trip.started.readings':
      'Odometer: {km} km. Fuel: {fuel}/8 of a tank. {photos} photos of the car were taken, and you signed the handover record.{deposit}',
    'trip.started.deposit': ' A security deposit of {amount} is held until the bill is settled.',
    'trip.started.returnBy': 'Please return the car by {date} {time}.',
    'trip.carLate.subject': 'Your car may be late',
    'trip.carLate.body':
      'The {car} you booked from {date} {time} has not yet come back from its previous trip. We are on it and will call you; if it is not back in time we will offer you another car.',
    'invoice.subject': 'Your invoice {number}',
    'invoice.body': 'Dear {name},\n\nThank you for riding with {site}. Your invoice {number} of {date} is for {amount}.',
    'creditNote.subject': 'Credit note {number}',
    'creditNote.body': 'Dear {name},\n\nCredit note {number} of {date} credits {amount} against invoice {invoice}: {reason}.',
    'documents.download': 'Download it from My Bookings: {url}',
    'document.rejected.subject': 'Please upload your {what} again',
    'document.rejected.body':
      'Hello {name},\n\nWe could not verify the {what} you uploaded (number ending {last4}).\n\nReason: {reason}\n\nPlease upload it again here:\n{where}\n\n{site}',
    'document.licence': 'driving licence',
    'document.idProof': 'ID proof',
    'document.where': 'the Profile page of the site',
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
    'payment.received.subject': 'भुगतान मिल गया',
    'payment.received.online': 'हमें आपका {amount} का ऑनलाइन भुगतान (Razorpay {id}) मिल गया है। धन्यवाद।',
    'payment.received.upi': 'हमें आपका {amount} का UPI भुगतान (UTR {utr}) मिल गया है। धन्यवाद।',
    'payment.received.counter': 'हमें {amount} ({method}, {reference}) मिल गए हैं। धन्यवाद।',
    'payment.notFound.subject': 'भुगतान नहीं मिला',
    'payment.notFound.text':
      'UTR {utr} वाला आपका UPI भुगतान हम अपने बैंक स्टेटमेंट से नहीं मिला सके: {why}\nकृपया UTR जाँचकर फिर से दावा करें, या हमसे संपर्क करें।',
    'payment.refund.subject': 'रिफ़ंड कर दिया गया',
    'payment.refund.text': 'हमने {amount} आपके मूल भुगतान तरीक़े में लौटा दिए हैं (संदर्भ {reference})। यह 5 से 15 दिन में दिखेगा।',
    'trip.started.subject': 'आपका सफ़र शुरू हो गया',
    'trip.started.keys': '{car} की चाबियाँ {date} को {time} बजे सौंप दी गईं।',
    'trip.started.readings':
      'ओडोमीटर: {km} किमी। ईंधन: टंकी का {fuel}/8। कार की {photos} फ़ोटो ली गईं, और आपने हैंडओवर रिकॉर्ड पर हस्ताक्षर किए।{deposit}',
    'trip.started.deposit': ' बिल का हिसाब होने तक {amount} की सिक्योरिटी डिपॉज़िट रखी गई है।',
    'trip.started.returnBy': 'कृपया कार {date} {time} तक लौटा दें।',
    'trip.carLate.subject': 'आपकी कार देर से आ सकती है',
    'trip.carLate.body':
      '{date} {time} से आपकी बुक की गई {car} अभी अपने पिछले सफ़र से नहीं लौटी है। हम इस पर काम कर रहे हैं और आपको फ़ोन करेंगे; अगर वह समय पर नहीं लौटी तो हम आपको दूसरी कार देंगे।',
    'invoice.subject': 'आपका इनवॉइस {number}',
    'invoice.body': 'प्रिय {name},\n\n{site} के साथ सफ़र के लिए धन्यवाद। {date} का आपका इनवॉइस {number} {amount} का है।',
    'creditNote.subject': 'क्रेडिट नोट {number}',
    'creditNote.body': 'प्रिय {name},\n\n{date} का क्रेडिट नोट {number} इनवॉइस {invoice} के सामने {amount} जमा करता है: {reason}।',
    'documents.download': 'इसे मेरी बुकिंग से डाउनलोड करें: {url}',
    'document.rejected.subject': 'कृपया अपना {what} फिर से अपलोड करें',
    'document.rejected.body':
      'नमस्ते {name},\n\nहम आपके अपलोड किए गए {what} (आख़िरी अंक {last4}) की पुष्टि नहीं कर सके।\n\nकारण: {reason}\n\nकृपया इसे यहाँ फिर से अपलोड करें:\n{where}\n\n{site}',
    'document.licence': 'ड्राइविंग लाइसेंस',
    'document.idProof': 'पहचान पत्र',
    'document.where': 'साइट का प्रोफ़ाइल पेज',
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

/** A customer message in every language, rendered now; the mail picks the customer's when it is sent. */
export type LocalizedMail = Record<Language, { subject: string; text: string }>;

/**
 * `subject` and the text's lines (each a key with its values) in every language. Money values given as numbers
 * under `amount` are written as each language writes rupees.
 */
export function localizedMail(
  subject: MailKey,
  lines: readonly [MailKey, Record<string, string | number | ((language: Language) => string)>][],
  money: (language: Language, amount: number) => string,
): LocalizedMail {
  const render = (language: Language) => ({
    subject: mailText(language, subject),
    text: lines
      .map(([key, vars]) =>
        mailText(
          language,
          key,
          Object.fromEntries(
            Object.entries(vars).map(([name, value]) => [
              name,
              typeof value === 'function'
                ? value(language)
                : name === 'amount' && typeof value === 'number'
                  ? money(language, value)
                  : value,
            ]),
          ),
        ),
      )
      .join('\n'),
  });
  return { en: render('en'), hi: render('hi') };
}
