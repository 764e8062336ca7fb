import { defineModule } from '../module.js';
import { Booking } from './booking.entity.js';
import { QuickBooking } from './quick-booking.entity.js';
import { BookingService, PENDING_BOOKINGS_PER_CUSTOMER, bookingLimits } from './booking.service.js';
import { QuickBookingService } from './quick-booking.service.js';
import { BookingResolver } from './booking.resolver.js';
import { QuickBookingResolver } from './quick-booking.resolver.js';
import { bookingOperations } from './booking.operations.js';
import { registerBookingMail } from './booking-mail.js';
import { appLink } from '../common/app-links.js';
import { bookingTexts } from './booking.texts.js';

declare module '../common/services.js' {
  interface Services {
    bookings: BookingService;
    quickBookings: QuickBookingService;
  }
}

export const bookingsModule = defineModule({
  name: 'bookings',
  texts: bookingTexts,
  needs: ['config', 'clock', 'pubsub', 'notifications', 'catalogue', 'webhooks', 'outbox', 'mailer', 'rateLimits', 'documents'],
  provides: ['bookings', 'quickBookings'],
  entities: [Booking, QuickBooking],
  services: ({ config, clock, pubsub, notifications, catalogue, webhooks, outbox, mailer, rateLimits, documents }) => {
    registerBookingMail(outbox, mailer, {
      siteName: config.site.siteName,
      operatorEmail: config.operatorEmail,
      bookingsUrl: appLink(config.publicUrl, '/bookings'),
    });
    return {
      bookings: new BookingService(
        pubsub,
        notifications,
        catalogue,
        outbox,
        documents,
        webhooks,
        PENDING_BOOKINGS_PER_CUSTOMER * config.rateLimitScale,
        bookingLimits(rateLimits, config.rateLimitScale),
        config.calendar,
        config.delivery,
        config.billing,
        clock,
      ),
      quickBookings: new QuickBookingService(config.site.city, outbox, config.operatorEmail, rateLimits, clock),
    };
  },
  resolvers: [BookingResolver, QuickBookingResolver],
  operations: bookingOperations,
});
