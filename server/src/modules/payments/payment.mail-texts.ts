import { mailCatalogue } from '../common/mail-texts.js';

/** The payment mails, in each language (issue 24); common/mail-texts.ts renders them. */
export const paymentMails = mailCatalogue({
  en: {
    'payment.received.subject': 'Payment received',
    'payment.received.online': 'We have received your payment of {amount} online (Razorpay {id}). Thank you.',
    'payment.received.upi': 'We have received your UPI payment of {amount} (UTR {utr}). Thank you.',
    'payment.received.counter': 'We have received {amount} ({method}, {reference}). Thank you.',
    'payment.notFound.subject': 'Payment not found',
    'payment.notFound.text':
      'We could not match your UPI payment with UTR {utr} to our bank statement: {why}\nPlease check the UTR and claim again, or contact us.',
    'payment.refund.subject': 'Refund made',
    'payment.refund.text': 'We have refunded {amount} to your original payment method (reference {reference}). It appears in 5 to 15 days.',
  },
  hi: {
    'payment.received.subject': 'भुगतान मिल गया',
    'payment.received.online': 'हमें आपका {amount} का ऑनलाइन भुगतान (Razorpay {id}) मिल गया है। धन्यवाद।',
    'payment.received.upi': 'हमें आपका {amount} का UPI भुगतान (UTR {utr}) मिल गया है। धन्यवाद।',
    'payment.received.counter': 'हमें {amount} ({method}, {reference}) मिल गए हैं। धन्यवाद।',
    'payment.notFound.subject': 'भुगतान नहीं मिला',
    'payment.notFound.text':
      'UTR {utr} वाला आपका UPI भुगतान हम अपने बैंक स्टेटमेंट से नहीं मिला सके: {why}\nकृपया UTR जाँचकर फिर से दावा करें, या हमसे संपर्क करें।',
    'payment.refund.subject': 'रिफ़ंड कर दिया गया',
    'payment.refund.text': 'हमने {amount} आपके मूल भुगतान तरीक़े में लौटा दिए हैं (संदर्भ {reference})। यह 5 से 15 दिन में दिखेगा।',
  },
});

export const { mailText, localizedMail } = paymentMails;
export type MailKey = keyof (typeof paymentMails.texts)['en'];
