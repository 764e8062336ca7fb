import { mailCatalogue } from '../common/mail-texts.js';

/** The sign-in code mail, in each language (issue 24); common/mail-texts.ts renders them. */
export const authMails = mailCatalogue({
  en: {
    'signIn.subject': 'Your {site} sign-in code',
    'signIn.body':
      'Hello,\n\nYour {site} sign-in code is {code}. It is valid for {minutes} minutes.\n\n{link}If you did not try to sign in, you can ignore this email.\n\n{site}',
    'signIn.link': 'Or sign in with this link (it works once, for {minutes} minutes):\n{url}\n\n',
  },
  hi: {
    'signIn.subject': 'आपका {site} लॉग-इन कोड',
    'signIn.body':
      'नमस्ते,\n\nआपका {site} लॉग-इन कोड {code} है। यह {minutes} मिनट तक मान्य है।\n\n{link}अगर आपने लॉग इन करने की कोशिश नहीं की, तो इस ईमेल को अनदेखा कर दें।\n\n{site}',
    'signIn.link': 'या इस लिंक से लॉग इन करें (यह एक बार, {minutes} मिनट तक चलता है):\n{url}\n\n',
  },
});

export const { mailText, localizedMail } = authMails;
export type MailKey = keyof (typeof authMails.texts)['en'];
