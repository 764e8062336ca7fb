import { mailCatalogue } from '../common/mail-texts.js';

/** The document mails, in each language (issue 24); common/mail-texts.ts renders them. */
export const documentMails = mailCatalogue({
  en: {
    'document.rejected.subject': 'Please upload your {what} again',
    'document.rejected.body':
      'Hello {name},\n\nWe could not verify the {what} you uploaded (number ending {last4}).\n\nReason: {reason}\n\nPlease upload it again here:\n{where}\n\n{site}',
    'document.licence': 'driving licence',
    'document.idProof': 'ID proof',
    'document.where': 'the Profile page of the site',
  },
  hi: {
    'document.rejected.subject': 'कृपया अपना {what} फिर से अपलोड करें',
    'document.rejected.body':
      'नमस्ते {name},\n\nहम आपके अपलोड किए गए {what} (आख़िरी अंक {last4}) की पुष्टि नहीं कर सके।\n\nकारण: {reason}\n\nकृपया इसे यहाँ फिर से अपलोड करें:\n{where}\n\n{site}',
    'document.licence': 'ड्राइविंग लाइसेंस',
    'document.idProof': 'पहचान पत्र',
    'document.where': 'साइट का प्रोफ़ाइल पेज',
  },
});

export const { mailText, localizedMail } = documentMails;
export type MailKey = keyof (typeof documentMails.texts)['en'];
