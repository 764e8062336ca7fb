import { DeadlockException, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking } from './booking.entity.js';
import { Car } from '../cars/car.entity.js';
import type { Notification } from '../notifications/notification.entity.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { AppPubSub } from '../common/pubsub.js';
import { BookingStatus } from '../common/enums.js';
import { BadInputError, ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError } from '../common/errors.js';
import { SQL_CITY_NOW, cityNow } from '../common/city-time.js';
import { readDate } from '../common/dates.js';
import type { PeriodFields } from './booking-periods.js';

export const DEFAULT_AVAILABILITY_DAYS = 60;
export const MAX_AVAILABILITY_DAYS = 120;
import { isUuid } from '../common/ids.js';
import { findById } from '../common/find-by-id.js';
import { ADMIN_STATUSES, CANCELLABLE, CAR_TAKEN, readBookingRequest, statusMessage, type BookingRequest } from './booking-rules.js';
import { requiredText } from '../common/input.js';
import { bookingSearch, type BookingFilter } from './booking-search.js';
import type { Page } from '../common/paging.js';
import { insertBookingWithNotification } from './booking-insert.js';
import { NO_EVENTS, WebhookEventType, type EventSink } from '../webhooks/webhook-events.js';

export interface BookingList { items: Booking[]; total: number; pendingCount: number }
/** A car that a booking's blocking or releasing makes (un)available; the catalogue in production. */
export interface AvailabilityListener { changed(): void }

const ACCOUNT_GONE = 'Your account was not found. Please log in again.';
const FOREIGN_KEY_VIOLATION = '23503';
// Concurrent accepts of overlapping bookings can deadlock inside the exclusion check; a retry decides cleanly.
const ATTEMPTS = 4;

/** A foreign key refused the new booking: the account is gone, or the car was deleted since it was read. */
function missingReference(err: unknown): unknown {
  const { code, constraint } = err as { code?: string; constraint?: string };
  if (code !== FOREIGN_KEY_VIOLATION) return err;
  return /user_id/.test(String(constraint)) ? new UnauthenticatedError(ACCOUNT_GONE) : new NotFoundError('Car not found.');
}

/** Every booking rule, for GraphQL and REST alike: validate, load, decide, write (one transaction), then publish. */
export class BookingService {
  constructor(
    private readonly pubsub: AppPubSub,
    private readonly notifications: NotificationService,
    private readonly availability: AvailabilityListener,
    private readonly events: EventSink = NO_EVENTS,
  ) {}

  /** A customer's new booking: Pending, with a notification saying so. */
  async create(em: EntityManager, userId: string, input: BookingRequest): Promise<Booking> {
    const draft = readBookingRequest(input);
    if (!isUuid(userId)) throw new UnauthenticatedError(ACCOUNT_GONE);
    const car = await findById(em, Car, draft.carId, 'Car not found.');
    // The account is not read first: its foreign key checks that it still exists.
    const message = statusMessage(car.name, draft.pickupDate, BookingStatus.Pending);
    const written = await insertBookingWithNotification(em, userId, draft, message).catch((err: unknown) => {
      throw missingReference(err);
    });
    // Pending bookings may overlap each other; one overlapping an Accepted booking is refused at once.
    if (!written) throw new ConflictError(CAR_TAKEN);
    const { booking, notification } = written;
    this.pubsub.publish('BOOKING_CHANGED', { bookingId: booking.id, kind: 'created' });
    this.notifications.announce(notification);
    await this.events.emit(em, WebhookEventType.BookingCreated, { bookingId: booking.id });
    return booking;
  }

  /** Admin: Accepted, Rejected or Completed on any booking that is not Canceled. */
  async setStatus(em: EntityManager, id: string, status: unknown, remarks?: unknown): Promise<Booking> {
    if (!ADMIN_STATUSES.includes(status as BookingStatus)) throw new BadInputError('Status must be Accepted, Rejected or Completed.');
    const adminRemarks = remarks === undefined || remarks === null || remarks === '' ? undefined : requiredText(remarks, 'Remarks', 500);
    return this.transition(em, id, (booking) => {
      if (booking.status === BookingStatus.Canceled) throw new ConflictError('This booking was canceled by the customer; its status can no longer be changed.');
      if (adminRemarks !== undefined) booking.adminRemarks = adminRemarks;
      booking.status = status as BookingStatus;
    });
  }

  /** Customer: cancels their own Pending or Accepted booking, with a reason. */
  async cancel(em: EntityManager, userId: string, id: string, reason: unknown): Promise<Booking> {
    const cancelReason = requiredText(reason, 'Reason', 500, 'Please provide a reason for cancellation.');
    return this.transition(em, id, (booking) => {
      if (booking.user.id !== userId) throw new ForbiddenError('You can only cancel your own bookings.');
      if (!CANCELLABLE.includes(booking.status)) {
        throw new ConflictError(`Only a Pending or Accepted booking can be cancelled; this one is ${booking.status}.`);
      }
      booking.status = BookingStatus.Canceled;
      booking.cancelReason = cancelReason;
    });
  }

  async listMine(em: EntityManager, userId: string): Promise<Booking[]> {
    return em.find(Booking, { user: userId }, { populate: ['car'], orderBy: { createdAt: 'desc', id: 'asc' } });
  }

  /** Admin list, newest first; every row when page is null (the legacy REST list). */
  async list(em: EntityManager, filter: BookingFilter, page: Page | null): Promise<BookingList> {
    const where = bookingSearch(filter);
    const [[items, total], pendingCount] = await Promise.all([
      em.fork().findAndCount(Booking, where, {
        populate: ['car'], orderBy: { createdAt: 'desc', id: 'asc' }, limit: page?.pageSize, offset: page?.offset,
      }),
      this.pendingCount(em.fork()),
    ]);
    return { items, total, pendingCount };
  }

  /** The admin alarm's figure. */
  async pendingCount(em: EntityManager): Promise<number> {
    return em.count(Booking, { status: BookingStatus.Pending });
  }

  /** A booking with its car, or null once it is gone; used on subscription delivery. */
  async find(em: EntityManager, id: string): Promise<Booking | null> {
    return isUuid(id) ? em.findOne(Booking, { id }, { populate: ['car'] }) : null;
  }

  /** The bookings that make a car unavailable now: Accepted and covering this moment (the same rule as Car.isBooked). */
  async blocking(em: EntityManager): Promise<{ id: string; status: BookingStatus; carId: string }[]> {
    const rows = await em.getConnection().execute<{ id: string; status: BookingStatus; car_id: string }[]>(
      `select id, status, car_id from bookings where status = ? and period @> ${SQL_CITY_NOW} order by created_at`,
      [BookingStatus.Accepted],
    );
    return rows.map((r) => ({ id: r.id, status: r.status, carId: r.car_id }));
  }

  /**
   * A car's busy periods: its Accepted bookings overlapping `days` city days from `from` (default today, 60 days,
   * at most 120), soonest first, with no personal data. NOT_FOUND for an unknown car.
   */
  async busyPeriods(em: EntityManager, carId: string, from: unknown, days: unknown): Promise<PeriodFields[]> {
    const start = from === undefined || from === null || from === '' ? cityNow().date : readDate(from, 'From');
    const count = days === undefined || days === null || days === '' ? DEFAULT_AVAILABILITY_DAYS : Number(days);
    if (!Number.isInteger(count) || count < 1 || count > MAX_AVAILABILITY_DAYS) {
      throw new BadInputError(`Days must be a whole number from 1 to ${MAX_AVAILABILITY_DAYS}.`);
    }
    await findById(em, Car, carId, 'Car not found.');
    const rows = await em.getConnection().execute<{ pd: string; pt: string; dd: string; dt: string }[]>(
      `select to_char(pickup_date, 'YYYY-MM-DD') as pd, to_char(pickup_time, 'HH24:MI') as pt,
              to_char(drop_date, 'YYYY-MM-DD') as dd, to_char(drop_time, 'HH24:MI') as dt
         from bookings where car_id = ? and status = ? and period && tsrange(?::date, ?::date + ?::int, '[)')
        order by lower(period)`,
      [carId, BookingStatus.Accepted, start, start, count],
    );
    return rows.map((r) => ({ pickupDate: r.pd, pickupTime: r.pt, dropDate: r.dd, dropTime: r.dt }));
  }

  /** Locks the booking, lets `decide` change it, and writes it with its notification in one transaction. */
  private async transition(em: EntityManager, id: string, decide: (booking: Booking) => void): Promise<Booking> {
    const { booking, before, notification } = await this.inTransaction(em, async (tx) => {
      const row = await findById(tx, Booking, id, 'Booking not found.', { lockMode: LockMode.PESSIMISTIC_WRITE });
      await tx.populate(row, ['car']);
      const previous = row.status;
      decide(row);
      const note: Notification | null = row.status === previous ? null
        : this.notifications.add(tx, row, statusMessage(row.car.name, row.pickupDate, row.status));
      if (note) {
        const type = row.status === BookingStatus.Canceled ? WebhookEventType.BookingCancelled : WebhookEventType.BookingStatusChanged;
        await this.events.emit(tx, type, { bookingId: row.id });
      }
      return { booking: row, before: previous, notification: note };
    });
    if (notification) {
      this.notifications.announce(notification);
      this.pubsub.publish('BOOKING_CHANGED', { bookingId: booking.id, kind: 'updated' });
      if (before === BookingStatus.Accepted || booking.status === BookingStatus.Accepted) this.availability.changed();
    }
    return booking;
  }

  private async inTransaction<T>(em: EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await em.transactional(work);
      } catch (err) {
        if (err instanceof DeadlockException && attempt < ATTEMPTS) continue;
        if ((err as { code?: string }).code === '23P01') throw new ConflictError(CAR_TAKEN);
        throw err;
      }
    }
  }
}
