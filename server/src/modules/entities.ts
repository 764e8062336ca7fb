import { BaseRecord } from './common/base.entity.js';
import { User } from './users/user.entity.js';
import { Admin } from './admin/admin.entity.js';
import { OtpChallenge } from './auth/otp-challenge.entity.js';
import { Car } from './cars/car.entity.js';
import { Booking } from './bookings/booking.entity.js';
import { QuickBooking } from './bookings/quick-booking.entity.js';
import { Notification } from './notifications/notification.entity.js';
import { ContactMessage } from './contacts/contact-message.entity.js';
import { Blog } from './content/blog.entity.js';
import { Offer } from './content/offer.entity.js';
import { Review } from './reviews/review.entity.js';
import { RegisteredCar } from './registrations/registered-car.entity.js';
import { OutboxMessage } from './outbox/outbox.entity.js';
import { ApiKey } from './partners/api-key.entity.js';

/** Listed explicitly: no folder scanning, so tsx, tsc output and vitest discover the same set. */
export const entities = [
  BaseRecord, User, Admin, OtpChallenge, Car, Booking, QuickBooking, Notification,
  ContactMessage, Blog, Offer, Review, RegisteredCar, OutboxMessage, ApiKey,
];
