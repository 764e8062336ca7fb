import type { Outbox } from '../outbox/outbox.js';
import { MAIL } from '../outbox/mail.kind.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { QuickBooking } from './quick-booking.entity.js';
import { User } from '../users/user.entity.js';
import { waitText, type Limit, type RateLimits } from '../common/rate-limits.js';

/** Quick bookings one customer may send per day (times RATE_LIMIT_SCALE); each one is a phone call for staff. */
export const QUICK_BOOKINGS_PER_CUSTOMER_PER_DAY = 5;
import { BadInputError, UnauthenticatedError } from '../common/errors.js';
import { cityToday, systemClock, type Clock } from '../common/clock.js';
import { findById } from '../common/find-by-id.js';
import type { Page } from '../common/paging.js';
import type { QuickBookingInput } from './booking.schemas.js';

/** The home page's 'Book a Car Instantly' requests: the form's rules, checked again here. */
export class QuickBookingService {
  private readonly perCustomer: Limit | null;

  constructor(
    private readonly city: string,
    private readonly outbox: Outbox,
    private readonly operatorEmail: string,
    limits?: RateLimits,
    private readonly clock: Clock = systemClock,
  ) {
    this.perCustomer =
      limits?.define('quick-booking-customer', {
        points: QUICK_BOOKINGS_PER_CUSTOMER_PER_DAY,
        windowSeconds: 86_400,
        message: (ms) =>
          `You have made ${QUICK_BOOKINGS_PER_CUSTOMER_PER_DAY} quick bookings today; staff will call you. Please try again in ${waitText(ms)}.`,
      }) ?? null;
  }

  /** A quick booking parsed with QuickBookingRequest (booking.schemas.ts): the city and the day are checked here. */
  async create(em: EntityManager, userId: string, f: QuickBookingInput): Promise<QuickBooking> {
    if (f.fromCity.toLowerCase() !== this.city.toLowerCase()) throw new BadInputError(`Quick bookings start from ${this.city}.`);
    if (f.pickDate < cityToday(this.clock).date) throw new BadInputError('The pick-up date cannot be before today.');
    const user = await findById(em, User, userId, () => new UnauthenticatedError('Your account was not found. Please log in again.'));
    // Valid input only: spent before the write (atomic), so parallel requests cannot exceed it.
    await this.perCustomer?.consume(userId);
    const quick = em.create(QuickBooking, { ...f, fromCity: this.city, bookAt: f.bookAt, user });
    // Staff follow quick bookings up by phone: the operator hears of each one (written in the same flush).
    this.outbox.enqueue(em, MAIL, {
      to: this.operatorEmail,
      subject: `Quick booking: ${quick.carName}, ${quick.pickDate}`,
      text: [
        `Quick booking from ${user.name}, mobile ${quick.mobile}.`,
        `Car: ${quick.carName} (${quick.bookAt})`,
        `From ${quick.fromCity} to ${quick.toCity}`,
        `Pick-up: ${quick.pickDate} ${quick.pickTime}`,
        `Drop-off: ${quick.dropDate} ${quick.dropTime}`,
      ].join('\n'),
    });
    await em.flush();
    this.outbox.wake();
    return quick;
  }

  /** Admin list, newest first. */
  async list(em: EntityManager, page: Page): Promise<{ items: QuickBooking[]; total: number }> {
    const [items, total] = await em.findAndCount(
      QuickBooking,
      {},
      { orderBy: { createdAt: 'desc', id: 'asc' }, limit: page.pageSize, offset: page.offset },
    );
    return { items, total };
  }
}
