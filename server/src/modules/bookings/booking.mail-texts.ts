import { mailCatalogue } from '../common/mail-texts.js';

/** The booking mails' lines (the payment mails use its hello and booking line too), in each language (issue 24); common/mail-texts.ts renders them. */
export const bookingMails = mailCatalogue({
  en: {
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
    'booking.partner':
      'This booking was made in your name by our partner {partner}. Not yours? Sign in, open My bookings and cancel it with the reason "Not made by me", and we are told at once.',
    'booking.line': 'Booking: {car}, {from} to {to}',
    'bookFor.12 Hours': '12 Hours',
    'bookFor.Daily': 'Daily',
    'bookFor.Weekly': 'Weekly',
    'bookFor.Monthly': 'Monthly',
  },
  hi: {
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
    'booking.partner':
      'यह बुकिंग हमारे पार्टनर {partner} ने आपके नाम से की है। आपकी नहीं है? साइन इन करें, मेरी बुकिंग खोलें और इसे "Not made by me" कारण के साथ रद्द करें, हमें तुरंत सूचना मिल जाएगी।',
    'booking.line': 'बुकिंग: {car}, {from} से {to} तक',
    'bookFor.12 Hours': '12 घंटे',
    'bookFor.Daily': 'रोज़ाना',
    'bookFor.Weekly': 'साप्ताहिक',
    'bookFor.Monthly': 'मासिक',
  },
});

export const { mailText, localizedMail } = bookingMails;
export type MailKey = keyof (typeof bookingMails.texts)['en'];
