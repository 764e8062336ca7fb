import type { ModuleTexts } from '../common/server-texts.js';

/** Hindi for what paying says to customers (payment.service.ts, money.ts); the payment mails have their own catalogue. */
export const paymentTexts: ModuleTexts = {
  hi: {
    '{{subject}} for your {{car}} booking on {{date}}: {{line}}': '{{date}} की {{car}} बुकिंग: {{subject}}। {{line}}',
    'Enter the 12-digit UTR (UPI reference) shown by your UPI app.': 'अपने UPI ऐप में दिखा 12 अंकों का UTR (UPI संदर्भ नंबर) लिखें।',
    'A payment for this booking is waiting for our staff to confirm it.': 'इस बुकिंग का एक भुगतान हमारी टीम की पुष्टि के इंतज़ार में है।',
    'Nothing is due for this booking.': 'इस बुकिंग पर कुछ भी देय नहीं है।',
    'Online payment is not set up here.': 'यहाँ ऑनलाइन भुगतान की सुविधा नहीं है।',
    'The advance is due once our staff accept the booking.': 'हमारी टीम के बुकिंग स्वीकार करने के बाद एडवांस देय होगा।',
    'The balance is due after the trip.': 'बाक़ी राशि सफ़र के बाद देय होगी।',
    'The amount paid does not match the amount due.': 'चुकाई गई रकम देय रकम से मेल नहीं खाती।',
    'The payment could not be verified. If money left your account, our staff will match it; please contact us.':
      'भुगतान की पुष्टि नहीं हो सकी। अगर आपके खाते से पैसे कटे हैं तो हमारी टीम उसे मिला लेगी; कृपया हमसे संपर्क करें।',
    'This UTR has already been used for a payment.': 'यह UTR पहले ही एक भुगतान में इस्तेमाल हो चुका है।',
    'Payment not found.': 'भुगतान नहीं मिला।',
    'UPI payments are not taken online here: please pay at the counter.': 'यहाँ UPI भुगतान ऑनलाइन नहीं लिया जाता: कृपया काउंटर पर भुगतान करें।',
    'Purpose must be ADVANCE or BALANCE.': 'भुगतान एडवांस या बाक़ी राशि का होना चाहिए।',
    'Online payment is briefly unavailable. Please try again in a minute, or pay by UPI or at the counter.':
      'ऑनलाइन भुगतान कुछ देर के लिए उपलब्ध नहीं है। कृपया एक मिनट बाद फिर कोशिश करें, या UPI से या काउंटर पर भुगतान करें।',
    // How it was paid, inside the payment sentences.
    cash: 'नक़द',
    card: 'कार्ड',
  },
};
