import type { Mailer } from '../common/mailer.js';
import type { Outbox } from '../outbox/outbox.js';
import { Booking } from '../bookings/booking.entity.js';
import { PAYMENT_MAIL } from './payment.service.js';

interface PaymentMailPayload {
  bookingId: string;
  subject: string;
  text: string;
}

/** Payment mails go to the booking's customer at their address when sent; a booking erased since has nobody to tell. */
export function registerPaymentMail(outbox: Outbox, mailer: Mailer, siteName: string): void {
  outbox.register<PaymentMailPayload>(PAYMENT_MAIL, async ({ bookingId, subject, text }, { em }) => {
    const booking = await em.findOne(Booking, { id: bookingId }, { populate: ['car', 'user'] });
    if (!booking?.user.email) return;
    await mailer.send({
      to: booking.user.email,
      subject: `${subject}: ${booking.car.name}, ${booking.pickupDate}`,
      text: [
        `Hello ${booking.name},`,
        '',
        text,
        '',
        `Booking: ${booking.car.name}, ${booking.pickupDate} ${booking.pickupTime} to ${booking.dropDate} ${booking.dropTime}`,
        '',
        siteName,
      ].join('\n'),
    });
  });
}
