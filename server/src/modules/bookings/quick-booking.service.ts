import type { Outbox } from '../outbox/outbox.js';
import { MAIL } from '../outbox/mail.kind.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { QuickBooking } from './quick-booking.entity.js';
import { User } from '../users/user.entity.js';
import { waitText, type Limit, type RateLimits } from '../common/rate-limits.js';

/** Quick bookings one customer may send per day (times RATE_LIMIT_SCALE); each one is a phone call for staff. */
export const QUICK_BOOKINGS_PER_CUSTOMER_PER_DAY = 5;
import { QuickBookAt } from '../common/enums.js';
import { BadInputError, UnauthenticatedError } from '../common/errors.js';
import { cityToday, systemClock, type Clock } from '../common/clock.js';
import { findById } from '../common/find-by-id.js';
import { isCalendarDate } from '../common/dates.js';
import { requiredText } from '../common/input.js';
import type { Page } from '../common/paging.js';
import { QUICK_BOOKING_CARS, QUICK_BOOKING_MESSAGES, QUICK_BOOKING_TIME_SLOTS } from './quick-booking.constants.js';
import { personLine } from '../common/person-text.js';

export interface QuickBookingRequest {
  fromCity?: unknown;
  toCity?: unknown;
  bookAt?: unknown;
  carName?: unknown;
  mobile?: unknown;
  pickDate?: unknown;
  pickTime?: unknown;
  dropDate?: unknown;
  dropTime?: unknown;
}

const FIELDS = ['fromCity', 'toCity', 'bookAt', 'carName', 'mobile', 'pickDate', 'pickTime', 'dropDate', 'dropTime'] as const;

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

  async create(em: EntityManager, userId: string, input: QuickBookingRequest): Promise<QuickBooking> {
    const f = Object.fromEntries(
      FIELDS.map((k) => [k, personLine(requiredText(input[k], k, 80, QUICK_BOOKING_MESSAGES.missing), k)]),
    ) as Record<(typeof FIELDS)[number], string>;
    if (!/^\d{10}$/.test(f.mobile)) throw new BadInputError(QUICK_BOOKING_MESSAGES.mobile);
    if (f.fromCity.toLowerCase() !== this.city.toLowerCase()) throw new BadInputError(`Quick bookings start from ${this.city}.`);
    if (!Object.values(QuickBookAt).includes(f.bookAt as QuickBookAt))
      throw new BadInputError('Book for must be hour, daily, weekly or monthly.');
    if (!(QUICK_BOOKING_CARS as readonly string[]).includes(f.carName)) throw new BadInputError('Please choose a car from the list.');
    if (![f.pickTime, f.dropTime].every((t) => QUICK_BOOKING_TIME_SLOTS.includes(t)))
      throw new BadInputError('Please choose a time slot from the list (such as 06:00 AM).');
    if (![f.pickDate, f.dropDate].every(isCalendarDate)) throw new BadInputError('Dates must be written yyyy-MM-dd.');
    if (f.pickDate < cityToday(this.clock).date) throw new BadInputError('The pick-up date cannot be before today.');
    if (f.dropDate < f.pickDate) throw new BadInputError('The drop-off date cannot be before the pick-up date.');
    const slot = (t: string) => QUICK_BOOKING_TIME_SLOTS.indexOf(t);
    if (f.dropDate === f.pickDate && slot(f.dropTime) <= slot(f.pickTime))
      throw new BadInputError('The drop-off time must be after the pick-up time.');
    const user = await findById(em, User, userId, () => new UnauthenticatedError('Your account was not found. Please log in again.'));
    // Valid input only: spent before the write (atomic), so parallel requests cannot exceed it.
    await this.perCustomer?.consume(userId);
    const quick = em.create(QuickBooking, { ...f, fromCity: this.city, bookAt: f.bookAt as QuickBookAt, user });
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
