import { mailCatalogue } from '../common/mail-texts.js';

/** The invoice, credit note and debit note mails, in each language (issue 24); common/mail-texts.ts renders them. */
export const invoiceMails = mailCatalogue({
  en: {
    'invoice.subject': 'Your invoice {number}',
    'invoice.body': 'Dear {name},\n\nThank you for riding with {site}. Your invoice {number} of {date} is for {amount}.',
    'creditNote.subject': 'Credit note {number}',
    'creditNote.body': 'Dear {name},\n\nCredit note {number} of {date} credits {amount} against invoice {invoice}: {reason}.',
    'debitNote.subject': 'Debit note {number}',
    'debitNote.body':
      'Dear {name},\n\nDebit note {number} of {date} adds {amount} to invoice {invoice}: {reason}. Please pay it from My Bookings or at the counter.',
    'documents.download': 'Download it from My Bookings: {url}',
    'documents.downloadHere': 'Download it from My Bookings on our website.',
  },
  hi: {
    'invoice.subject': 'आपका इनवॉइस {number}',
    'invoice.body': 'प्रिय {name},\n\n{site} के साथ सफ़र के लिए धन्यवाद। {date} का आपका इनवॉइस {number} {amount} का है।',
    'creditNote.subject': 'क्रेडिट नोट {number}',
    'creditNote.body': 'प्रिय {name},\n\n{date} का क्रेडिट नोट {number} इनवॉइस {invoice} के सामने {amount} जमा करता है: {reason}।',
    'debitNote.subject': 'डेबिट नोट {number}',
    'debitNote.body':
      'प्रिय {name},\n\n{date} का डेबिट नोट {number} इनवॉइस {invoice} में {amount} जोड़ता है: {reason}। कृपया इसे मेरी बुकिंग से या काउंटर पर चुकाएँ।',
    'documents.download': 'इसे मेरी बुकिंग से डाउनलोड करें: {url}',
    'documents.downloadHere': 'इसे हमारी वेबसाइट पर मेरी बुकिंग से डाउनलोड करें।',
  },
});

export const { mailText, localizedMail } = invoiceMails;
export type MailKey = keyof (typeof invoiceMails.texts)['en'];
