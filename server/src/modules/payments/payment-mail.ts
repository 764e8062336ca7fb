import type { Language } from '../common/language.js';
import { mailText } from '../bookings/booking.mail-texts.js';
import type { Mailer } from '../common/mailer.js';
import type { Outbox } from '../outbox/outbox.js';
import { Booking } from '../bookings/booking.entity.js';
import { PAYMENT_MAIL } from './payment.service.js';

interface PaymentMailPayload {
  bookingId: string;
  subject: string;
  text: string;
  /** The same in Hindi (issue 24; absent in rows enqueued before it). */
  hi?: { subject: string; text: string };
}

/** Payment mails go to the booking's customer at their address when sent; a booking erased since has nobody to tell. */
export function registerPaymentMail(outbox: Outbox, mailer: Mailer, siteName: string): void {
  outbox.register<PaymentMailPayload>(PAYMENT_MAIL, async ({ bookingId, subject, text, hi }, { em }) => {
    const booking = await em.findOne(Booking, { id: bookingId }, { populate: ['car', 'user'] });
    if (!booking?.user.email) return;
    // In the customer's language when it was rendered in it.
    const language: Language = booking.user.language === 'hi' && hi ? 'hi' : 'en';
    const message = language === 'hi' && hi ? hi : { subject, text };
    await mailer.send({
      to: booking.user.email,
      subject: `${message.subject}: ${booking.car.name}, ${booking.pickupDate}`,
      text: [
        mailText(language, 'booking.hello', { name: booking.name }),
        '',
        message.text,
        '',
        mailText(language, 'booking.line', {
          car: booking.car.name,
          from: `${booking.pickupDate} ${booking.pickupTime}`,
          to: `${booking.dropDate} ${booking.dropTime}`,
        }),
        '',
        siteName,
      ].join('\n'),
    });
  });
}
