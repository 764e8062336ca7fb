import { mailCatalogue } from '../common/mail-texts.js';

/** The handover mail and the overdue watch's warning, in each language (issue 24); common/mail-texts.ts renders them. */
export const tripMails = mailCatalogue({
  en: {
    'trip.started.subject': 'Your trip has started',
    'trip.started.keys': 'The keys of {car} were handed over on {date} at {time}.',
    'trip.started.readings':
      'Odometer: {km} km. Fuel: {fuel}/8 of a tank. {photos} photos of the car were taken, and you signed the handover record.{deposit}',
    'trip.started.deposit': ' A security deposit of {amount} is held until the bill is settled.',
    'trip.started.returnBy': 'Please return the car by {date} {time}.',
    'trip.carLate.subject': 'Your car may be late',
    'trip.carLate.body':
      'The {car} you booked from {date} {time} has not yet come back from its previous trip. We are on it and will call you; if it is not back in time we will offer you another car.',
  },
  hi: {
    'trip.started.subject': 'आपका सफ़र शुरू हो गया',
    'trip.started.keys': '{car} की चाबियाँ {date} को {time} बजे सौंप दी गईं।',
    'trip.started.readings':
      'ओडोमीटर: {km} किमी। ईंधन: टंकी का {fuel}/8। कार की {photos} फ़ोटो ली गईं, और आपने हैंडओवर रिकॉर्ड पर हस्ताक्षर किए।{deposit}',
    'trip.started.deposit': ' बिल का हिसाब होने तक {amount} की सिक्योरिटी डिपॉज़िट रखी गई है।',
    'trip.started.returnBy': 'कृपया कार {date} {time} तक लौटा दें।',
    'trip.carLate.subject': 'आपकी कार देर से आ सकती है',
    'trip.carLate.body':
      '{date} {time} से आपकी बुक की गई {car} अभी अपने पिछले सफ़र से नहीं लौटी है। हम इस पर काम कर रहे हैं और आपको फ़ोन करेंगे; अगर वह समय पर नहीं लौटी तो हम आपको दूसरी कार देंगे।',
  },
});

export const { mailText, localizedMail } = tripMails;
export type MailKey = keyof (typeof tripMails.texts)['en'];
