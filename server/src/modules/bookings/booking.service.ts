import { DeadlockException, LockMode } from '@mikro-orm/core';
import { bookingsCreated } from '../common/metrics.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking } from './booking.entity.js';
import { Car } from '../cars/car.entity.js';
import type { Notification } from '../notifications/notification.entity.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { AppPubSub } from '../common/pubsub.js';
import { BookingStatus, Role } from '../common/enums.js';
import type { Viewer } from '../common/access.js';
import { BadInputError, ConflictError, DomainError, ForbiddenError, NotFoundError, UnauthenticatedError } from '../common/errors.js';
import type { IdempotencyKey } from '../common/idempotency-key.js';
import { keptBooking, keyTakenMeanwhile, replayBefore } from './booking-key.js';
import { cityToday, sqlCityNow, systemClock, type Clock } from '../common/clock.js';

import { isUuid } from '../common/ids.js';
import { findById } from '../common/find-by-id.js';
import { assertNoTrip, CANCELLABLE, CAR_TAKEN, checkBookableLength, checkBookablePeriod, statusMessage } from './booking-rules.js';
import type { AvailabilityQuery, BookingFilter, BookingInput, BookingStatusInput, QuoteInput } from './booking.schemas.js';
import { bookingSearch } from './booking-search.js';
import type { Page } from '../common/paging.js';
import { insertBooking, type InsertOutcome } from './booking-insert.js';
import type { Outbox } from '../outbox/outbox.js';
import type { LicenceCheck, LicenceDates } from './licence-check.js';
import { enqueueBookingMails, type BookingMailEvent } from './booking-mail.js';
import { quote, type Quote } from './pricing.js';
import { settleCancellation, staysInside } from './booking-money.js';
import { cancellationTerms, type CancellationTerms } from './cancellation.js';
import { periodOf, type PeriodFields } from '../availability/periods.js';
import { cityNowMs } from '../common/city-time.js';
import { tooManyAttempts, type Limit, type RateLimits } from '../common/rate-limits.js';
import { NO_EVENTS, WebhookEventType, type EventSink } from '../common/events.js';
import { bookingRangeSql, busyForSql, occupationsSql, type OccupationRow } from '../availability/availability.sql.js';
import { DEFAULT_CALENDAR, turnaroundOf, type CalendarSettings } from '../availability/calendar.js';
import type { DayRule } from '../pricing/day-prices.js';
import { DEFAULT_DELIVERY, legsOf, placeDelivery, type DeliverySettings } from './delivery.js';
import { offerRule } from '../pricing/offers.js';
import { carGstRate, gstOn } from '../common/gst.js';
import { DEFAULT_TRIP_TERMS, kmAllowance, lateHourCharge, type TripTermsSettings } from '../common/trip-terms.js';

/** A quote with the trip's terms the modal shows beside it (issue 31: the whole price before booking). */
export interface PricedQuote extends Quote {
  /** SECURITY_DEPOSIT, held at handover and released after the bill. */
  deposit: number;
  /** Km included in the period; null: unlimited (over 72 hours). */
  kmIncluded: number | null;
  fuelChargePerEighth: number;
  lateGraceMinutes: number;
  /** Rupees per started hour late past the grace. */
  lateHourCharge: number;
}

/** Bookings that make a later one not a customer's first ride (pricing/offers.ts). */
const RIDES: BookingStatus[] = [BookingStatus.Pending, BookingStatus.Accepted, BookingStatus.Completed];

/** The webhook event of a transition: a move, a cancellation, or any other status change. */
function webhookEventFor(status: BookingStatus, mail: BookingMailEvent | null): WebhookEventType {
  if (mail === 'rescheduled') return WebhookEventType.BookingRescheduled;
  return status === BookingStatus.Canceled ? WebhookEventType.BookingCancelled : WebhookEventType.BookingStatusChanged;
}

/** The policy's terms for cancelling this booking at `now`. */
function termsOf(booking: Booking, now: Date): CancellationTerms {
  return cancellationTerms(booking.status, booking.advance, periodOf(booking).start, cityNowMs(now));
}

export interface BookingList {
  items: Booking[];
  total: number;
  pendingCount: number;
}
/** The catalogue in production: told when availability changes, asked for the cars' prices (in memory). */
export interface AvailabilityListener {
  changed(): void;
  list(): Promise<Car[]>;
  /** The price rules in force (pricing/day-prices.ts). */
  priceRules(): Promise<readonly DayRule[]>;
}

/** What a transition decided: the customer's notification line and mail event, when the change deserves them. */
interface Outcome {
  message: string;
  mail: BookingMailEvent | null;
}
const MAIL_FOR: Partial<Record<BookingStatus, BookingMailEvent>> = {
  [BookingStatus.Accepted]: 'accepted',
  [BookingStatus.Rejected]: 'rejected',
  [BookingStatus.Completed]: 'completed',
  [BookingStatus.Canceled]: 'cancelled',
};
/** Moves are allowed until this long before the pick-up (SPEC.md: no reschedule within 4 hours of the start). */
export const RESCHEDULE_CUTOFF_MS = 4 * 3_600_000;

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

/** Pending bookings a customer may hold at once; staff answer them within the day, so more is a script. */
export const PENDING_BOOKINGS_PER_CUSTOMER = 10;
export const pendingLimitMessage = (limit: number) =>
  `You already have ${limit} bookings waiting for confirmation. Please wait for an answer, or cancel one, before booking again.`;
export const partnerPendingMessage = (limit: number) =>
  `This API key already has ${limit} bookings waiting for confirmation. Please wait for our staff to answer some before booking again.`;

/**
 * The booking limits beside the Pending ceiling (docs/security.md; points times RATE_LIMIT_SCALE): a customer creates
 * at most 30 bookings and cancels at most 10 a day (book-and-cancel loops would flood mail); a partner key has its
 * own quota: 50 Pending at once and 500 bookings a day, never a customer's.
 */
export const BOOKING_LIMITS = { createdPerDay: 30, cancelledPerDay: 10, partnerPending: 50, partnerCreatedPerDay: 500 } as const;

/** What BookingService needs of a limit (common/rate-limits.ts's Limit, or none in unit tests). */
type Budget = Pick<Limit, 'consume' | 'refund' | 'sql' | 'refusal'>;
export interface BookingLimits {
  bookingsPerDay: Budget;
  cancellationsPerDay: Budget;
  partnerBookingsPerDay: Budget;
  partnerPending: number;
}

const NO_BUDGET: Budget = {
  consume: async () => 0,
  refund: async () => {},
  sql: () => ({ points: 1, spent: () => 'select 0 as points, null::bigint as expire', spend: (from) => `select 1 from ${from}` }),
  refusal: () => tooManyAttempts(0),
};
/** No daily ceilings (service tests that construct the service alone). */
export const UNLIMITED: BookingLimits = {
  bookingsPerDay: NO_BUDGET,
  cancellationsPerDay: NO_BUDGET,
  partnerBookingsPerDay: NO_BUDGET,
  partnerPending: Infinity,
};

export function bookingLimits(limits: RateLimits, scale: number): BookingLimits {
  const day = 86_400;
  return {
    bookingsPerDay: limits.define('bookings-created', {
      points: BOOKING_LIMITS.createdPerDay,
      windowSeconds: day,
      message: () => 'You have made many bookings today. Please try again tomorrow, or call us.',
    }),
    cancellationsPerDay: limits.define('bookings-cancelled', {
      points: BOOKING_LIMITS.cancelledPerDay,
      windowSeconds: day,
      message: () => 'You have cancelled many bookings today. Please try again tomorrow, or call us.',
    }),
    partnerBookingsPerDay: limits.define('partner-bookings-created', {
      points: BOOKING_LIMITS.partnerCreatedPerDay,
      windowSeconds: day,
      message: () => 'This API key has made its bookings for today. Please try again tomorrow.',
    }),
    partnerPending: BOOKING_LIMITS.partnerPending * scale,
  };
}

/** A booking made with a partner's API key (modules/partners). */
export interface PartnerOrigin {
  keyId: string;
  name: string;
}

/** Work another module does inside the transaction that cancels or rejects a booking (the payments module's refund). */
export type BookingClosedHook = (tx: EntityManager, booking: Booking) => Promise<void>;

/** Every booking rule, for GraphQL and REST alike: validate, load, decide, write (one transaction), then publish. */
export class BookingService {
  private readonly closedHooks: BookingClosedHook[] = [];
  private readonly reopenedHooks: BookingClosedHook[] = [];

  constructor(
    private readonly pubsub: AppPubSub,
    private readonly notifications: NotificationService,
    private readonly availability: AvailabilityListener,
    private readonly outbox: Outbox,
    /** The customer's licence on file against the booking's dates (the documents module). */
    private readonly licences: LicenceCheck,
    private readonly events: EventSink = NO_EVENTS,
    /** Open (Pending) bookings one customer may hold at once (times RATE_LIMIT_SCALE in the module). */
    private readonly pendingLimit = PENDING_BOOKINGS_PER_CUSTOMER,
    private readonly limits: BookingLimits = UNLIMITED,
    /** TURNAROUND_MINUTES and MIN_LEAD_MINUTES (availability/calendar.ts). */
    private readonly calendar: CalendarSettings = DEFAULT_CALENDAR,
    /** DELIVERY_FEE and the service area (delivery.ts). */
    private readonly delivery: DeliverySettings = DEFAULT_DELIVERY,
    /** GST, deposit, km, fuel and late terms (config.billing). */
    private readonly terms: TripTermsSettings = DEFAULT_TRIP_TERMS,
    /** The time every rule reads (common/clock.ts). */
    private readonly clock: Clock = systemClock,
  ) {}

  /** Whether a customer has no other booking that counts as a ride (a first-ride offer applies). */
  private async firstRide(em: EntityManager, userId: string, except?: string): Promise<boolean> {
    const others = await em.count(Booking, { user: userId, status: { $in: RIDES }, ...(except ? { id: { $ne: except } } : {}) });
    return others === 0;
  }

  /** What a car's price depends on beyond the period: its offer (when it applies) and its GST rate. */
  private carPricing(car: Pick<Car, 'id' | 'offer' | 'gstRate'>, firstRide: boolean) {
    const rule = offerRule(car.offer);
    return {
      carId: car.id,
      offer: rule ? { rule, applies: firstRide || !rule.firstRideOnly } : null,
      gstRate: carGstRate(car, this.terms),
    };
  }

  /**
   * A booking request (parsed with BookingRequest) checked against the rules that need the clock and the settings
   * but no database: not in the past, the lead time, at most 90 days, the service area.
   */
  draft(input: BookingInput, now: Date = this.clock.now()): BookingInput {
    checkBookablePeriod(input, now, this.calendar.minLeadMinutes);
    placeDelivery(input.delivery, this.delivery);
    return input;
  }

  /** Registers work for the transaction that cancels or rejects a booking (a module later in the list than this one). */
  onClosed(hook: BookingClosedHook): void {
    this.closedHooks.push(hook);
  }

  /** Registers work for the transaction that moves a Rejected or Completed booking back to Accepted (the payments module withdraws its refunds due). */
  onReopened(hook: BookingClosedHook): void {
    this.reopenedHooks.push(hook);
  }

  /** The trip's terms for a period of a car at a daily price: what the quote and the booking card show beside the price. */
  private tripTerms(dailyPrice: number, period: { start: number; end: number }) {
    return {
      deposit: this.terms.securityDeposit,
      kmIncluded: kmAllowance(period.start, period.end, this.terms.kmPerDay),
      fuelChargePerEighth: this.terms.fuelChargePerEighth,
      lateGraceMinutes: this.terms.lateGraceMinutes,
      lateHourCharge: lateHourCharge(dailyPrice, this.terms.lateHourPercent),
    };
  }

  /** A stored booking's whole price: its amount with GST at its car's rate, its advance and the trip's terms. */
  async wholePrice(em: EntityManager, booking: Booking) {
    const car = booking.car.price === undefined ? await em.findOneOrFail(Car, booking.car.id) : booking.car;
    const gst = gstOn(booking.amount, carGstRate(car, this.terms));
    return {
      total: booking.amount,
      gst,
      grandTotal: booking.amount + gst,
      advance: booking.advance,
      ...this.tripTerms(car.price, periodOf(booking)),
    };
  }

  /**
   * The price of a car for a period under a plan, tax included, with the trip's terms (public; the modal shows it
   * before the customer commits). A signed-in customer's earlier bookings decide a first-ride offer; anyone else
   * (signed out, staff, a partner's key) is quoted a first ride.
   */
  async quote(em: EntityManager, input: QuoteInput, viewer: Viewer | null): Promise<PricedQuote> {
    const customer = viewer?.role === Role.Customer ? viewer.id : null;
    const fields = input;
    checkBookableLength(fields);
    const { bookFor } = input;
    const car = isUuid(input.carId) ? (await this.availability.list()).find((c) => c.id === input.carId) : undefined;
    if (!car) throw new NotFoundError('Car not found.');
    const period = periodOf(fields);
    const firstRide = customer && offerRule(car.offer)?.firstRideOnly ? await this.firstRide(em, customer) : true;
    const price = quote(car.price, period, bookFor, {
      ...this.carPricing(car, firstRide),
      rules: await this.availability.priceRules(),
      deliveryLegs: { pickup: input.deliveryPickup === true, return: input.deliveryReturn === true },
      deliveryFee: this.delivery.fee,
    });
    return { ...price, ...this.tripTerms(car.price, period) };
  }

  /** What cancelling one's own booking now would cost (shown before the reason prompt). */
  async cancellationTerms(em: EntityManager, userId: string, id: string, now: Date = this.clock.now()): Promise<CancellationTerms> {
    const booking = await findById(em, Booking, id, 'Booking not found.');
    if (booking.user.id !== userId) throw new ForbiddenError('You can only cancel your own bookings.');
    if (!CANCELLABLE.includes(booking.status))
      throw new ConflictError(`Only a Pending or Accepted booking can be cancelled; this one is ${booking.status}.`);
    return termsOf(booking, now);
  }

  /**
   * A customer's new booking: Pending, with a notification saying so. Made by a partner's API key (`partner`), it
   * counts against that key's quota instead of the customer's own limits, is linked to the key in the same
   * transaction, and its notification names the partner and how to disown it (docs/decisions.md, Partner bookings).
   * With `key`, the request's Idempotency-Key, kept by the same statement: a retry answers the booking the key made, as
   * it stands now, and sets `key.replayed` (booking-key.ts).
   */
  async create(em: EntityManager, userId: string, input: BookingInput, partner?: PartnerOrigin, key?: IdempotencyKey): Promise<Booking> {
    const start = await this.prepare(em, userId, input).catch(async (err: unknown) => {
      // A retry refused before its statement (its pick-up since come too near) answers what its first request booked.
      const kept = err instanceof DomainError ? await replayBefore(em, key) : null;
      if (kept) return kept;
      throw err;
    });
    if (start instanceof Booking) return start;
    const { draft, delivery } = start;
    let { car } = start;
    const daily = partner ? this.limits.partnerBookingsPerDay : this.limits.bookingsPerDay;
    const rules = await this.availability.priceRules();
    const dailyKey = partner ? `partner:${partner.keyId}` : userId;
    const event = await this.events.bookingEventSql(em, WebhookEventType.BookingCreated);
    // Asked only of a car with a first-ride offer: the insert is one round trip (booking-insert.ts).
    let firstRide: boolean | undefined;
    // The licence on file as judged: none at first; the statement answers the one it finds, judged then (issue 32).
    let licence: LicenceDates | null = null;
    for (let attempt = 1; ; attempt += 1) {
      if (offerRule(car.offer)?.firstRideOnly) firstRide ??= await this.firstRide(em, userId);
      const status = statusMessage(car.name, draft.pickupDate, BookingStatus.Pending);
      const message = partner
        ? `${status} It was made in your name by ${partner.name}. Not yours? Cancel it with the reason "Not made by me".`
        : status;
      const price = quote(car.price, periodOf(draft), draft.bookFor, {
        ...this.carPricing(car, firstRide ?? true),
        rules,
        deliveryLegs: legsOf(delivery),
        deliveryFee: this.delivery.fee,
      });
      const outcome: InsertOutcome = await insertBooking(em, {
        userId,
        // Re-planned: a period that does not fit the plan asked for (a 12 Hours booking of two days) is booked under the plan it is priced as.
        draft: { ...draft, bookFor: price.pricedAs },
        price,
        message,
        car,
        turnaroundMinutes: turnaroundOf(car, this.calendar),
        cityNow: (p) => sqlCityNow(this.clock, p),
        delivery,
        licence: this.licences.licenceOnFileSql(userId, licence),
        // Counted under the owner's lock in the insert's own transaction, so parallel requests cannot exceed the
        // limits: the customer's own Pending bookings and daily budget, or the partner key's (booking-insert.ts).
        owner: partner ? { partnerKey: partner.keyId } : { customer: userId },
        pendingLimit: partner ? this.limits.partnerPending : this.pendingLimit,
        daily: (p) => daily.sql(dailyKey, p),
        // The booking.created webhook event is written by the same statement: it exists exactly when the booking does.
        event,
        // So is the Idempotency-Key, with the booking (booking-key.ts).
        key,
      }).catch((err: unknown) => {
        throw missingReference(keyTakenMeanwhile(err, key));
      });
      switch (outcome.kind) {
        case 'kept':
          return keptBooking(em, outcome.kept, key!);
        case 'car':
          if (!outcome.car) throw new NotFoundError('Car not found.');
          if (attempt >= ATTEMPTS) throw new ConflictError('This car was changed while you were booking it. Please try again.');
          car = outcome.car;
          continue;
        case 'licence': {
          // A licence that cannot rent for these dates refuses the booking now, not beside the advance request.
          const refusal = this.licences.licenceRefusal(outcome.onFile, draft);
          if (refusal) throw new BadInputError(refusal);
          if (attempt >= ATTEMPTS) throw new ConflictError('Your licence was changed while you were booking. Please try again.');
          licence = outcome.onFile;
          continue;
        }
        case 'daily':
          throw daily.refusal({ msBeforeNext: outcome.msBeforeNext });
        case 'pending':
          throw new ConflictError(partner ? partnerPendingMessage(this.limits.partnerPending) : pendingLimitMessage(this.pendingLimit));
        case 'taken':
          // Pending bookings may overlap each other; one overlapping an Accepted booking is refused at once.
          throw new ConflictError(CAR_TAKEN);
      }
      const { booking, notification } = outcome;
      bookingsCreated.inc();
      this.outbox.wake();
      this.pubsub.publish('BOOKING_CHANGED', { bookingId: booking.id, kind: 'created' });
      this.notifications.announce(notification);
      return booking;
    }
  }

  /** What a new booking is checked with before its statement: the draft, its delivery, the car as the catalogue has it. */
  private async prepare(em: EntityManager, userId: string, input: BookingInput) {
    const draft = this.draft(input);
    const delivery = placeDelivery(input.delivery, this.delivery);
    if (!isUuid(userId)) throw new UnauthenticatedError(ACCOUNT_GONE);
    // The car as the catalogue in memory has it (the price the quote showed); the statement books only while the
    // row still has that price and name, and otherwise answers the row, priced again here.
    const car: Car =
      (await this.availability.list()).find((c) => c.id === draft.carId) ?? (await findById(em, Car, draft.carId, 'Car not found.'));
    return { draft, delivery, car };
  }

  /** Admin: Accepted, Rejected or Completed on any booking that is not Canceled. */
  /**
   * Staff confirm the area of a pick-up address that named no known locality (taken on its landmark): the flag is
   * cleared. Idempotent: a booking whose flag is not set (confirmed already, or never needed) is answered as it is.
   */
  async confirmPickupArea(em: EntityManager, id: string): Promise<Booking> {
    const booking = await findById(em, Booking, id, 'Booking not found.', { populate: ['car'] });
    if (booking.pickupAreaToConfirm) {
      booking.pickupAreaToConfirm = false;
      await em.flush();
    }
    return booking;
  }

  async setStatus(
    em: EntityManager,
    id: string,
    status: BookingStatusInput['status'],
    adminRemarks?: BookingStatusInput['adminRemarks'],
  ): Promise<Booking> {
    return this.transition(em, id, (booking) => {
      if (booking.status === BookingStatus.Canceled)
        throw new ConflictError('This booking was canceled by the customer; its status can no longer be changed.');
      assertNoTrip(booking);
      if (adminRemarks !== undefined) booking.adminRemarks = adminRemarks;
      // The advance falls due when staff accept (the payments module flags it unpaid ADVANCE_DUE_HOURS later).
      if (status === BookingStatus.Accepted && booking.status !== BookingStatus.Accepted) booking.acceptedAt = this.clock.now();
      booking.status = status as BookingStatus;
    });
  }

  /**
   * Another module's change under the booking's lock, in one transaction (the trip's handover, return and waivers);
   * after commit, mail goes out and staff screens and the customer's bell hear of it.
   */
  async changeWith(
    em: EntityManager,
    id: string,
    work: (booking: Booking, tx: EntityManager) => Promise<Notification | null>,
  ): Promise<Booking> {
    const { booking, note } = await this.inTransaction(em, async (tx) => {
      const row = await findById(tx, Booking, id, 'Booking not found.', { lockMode: LockMode.PESSIMISTIC_WRITE });
      await tx.populate(row, ['car']);
      return { booking: row, note: await work(row, tx) };
    });
    this.outbox.wake();
    if (note) this.notifications.announce(note);
    this.pubsub.publish('BOOKING_CHANGED', { bookingId: booking.id, kind: 'updated' });
    // A handover or a return moves how long the car is held (an open trip holds it until it is back).
    this.availability.changed();
    return booking;
  }

  /**
   * Completes an Accepted booking with another module's work in the same locked transaction (the trip's settlement:
   * ledger rows and the invoice number), then tells the customer as the Completed button does.
   */
  async completeWith(em: EntityManager, id: string, work: (booking: Booking, tx: EntityManager) => Promise<void>): Promise<Booking> {
    return this.transition(em, id, async (booking, tx) => {
      if (booking.status !== BookingStatus.Accepted)
        throw new ConflictError(`Only an Accepted booking can be completed; this one is ${booking.status}.`);
      await work(booking, tx);
      booking.status = BookingStatus.Completed;
    });
  }

  /** Customer: cancels their own Pending or Accepted booking, with a reason; the policy's charge and refund are stored. */
  async cancel(em: EntityManager, userId: string, id: string, cancelReason: string, now: Date = this.clock.now()): Promise<Booking> {
    // Book-and-cancel loops would flood the operator's mail: a daily ceiling per customer.
    await this.limits.cancellationsPerDay.consume(userId);
    return this.transition(em, id, (booking) => {
      if (booking.user.id !== userId) throw new ForbiddenError('You can only cancel your own bookings.');
      if (!CANCELLABLE.includes(booking.status)) {
        throw new ConflictError(`Only a Pending or Accepted booking can be cancelled; this one is ${booking.status}.`);
      }
      assertNoTrip(booking);
      // The policy on the advance fixed at acceptance, applied to what was really paid (docs/payments.md, Refunds).
      const { charge, refund } = settleCancellation(termsOf(booking, now).charge, booking);
      booking.cancellationCharge = charge;
      booking.refundAmount = refund;
      booking.status = BookingStatus.Canceled;
      booking.cancelReason = cancelReason;
    });
  }

  /**
   * Customer: moves their own Pending or Accepted booking to a new period, until 4 hours before its pick-up. The move
   * re-quotes the amount at the car's price now. An overlapping Accepted booking refuses it (409). An Accepted booking
   * stays Accepted only when the new period lies inside the one staff accepted, and keeps the advance fixed then
   * (never raised by the new quote); a move outside it is a new request: Pending again, for staff to approve
   * (docs/decisions.md, Rescheduling).
   */
  async reschedule(em: EntityManager, userId: string, id: string, fields: PeriodFields, now: Date = this.clock.now()): Promise<Booking> {
    checkBookablePeriod(fields, now, this.calendar.minLeadMinutes);
    return this.transition(em, id, async (booking, tx) => {
      if (booking.user.id !== userId) throw new ForbiddenError('You can only reschedule your own bookings.');
      if (!CANCELLABLE.includes(booking.status)) {
        throw new ConflictError(`Only a Pending or Accepted booking can be rescheduled; this one is ${booking.status}.`);
      }
      assertNoTrip(booking);
      if (periodOf(booking).start - cityNowMs(now) < RESCHEDULE_CUTOFF_MS) {
        throw new ConflictError('A booking can no longer be rescheduled within 4 hours of its pick-up.');
      }
      const { pickupDate, dropDate } = fields;
      const refusal = await this.licences.bookingRefusal(tx, { customerId: booking.user.id, pickupDate, dropDate });
      if (refusal) throw new BadInputError(refusal);
      const [{ busy }] = await tx
        .getConnection()
        .execute<{ busy: boolean }[]>(
          `select ${busyForSql('?', bookingRangeSql('?::date', '?::time', '?::date', '?::time', '?::int'), sqlCityNow(this.clock), '?')} as busy`,
          [booking.car.id, fields.pickupDate, fields.pickupTime, fields.dropDate, fields.dropTime, booking.turnaroundMinutes, booking.id],
          'all',
          tx.getTransactionContext(),
        );
      if (busy) throw new ConflictError(CAR_TAKEN);
      // The delivery legs and their fee stay as booked; the days are priced under today's rules.
      const legs = { pickup: booking.pickupAddress != null, return: booking.returnAddress != null };
      const legCount = Number(legs.pickup) + Number(legs.return);
      const firstRide = offerRule(booking.car.offer)?.firstRideOnly ? await this.firstRide(tx, booking.user.id, booking.id) : true;
      const price = quote(booking.car.price, periodOf(fields), booking.bookFor, {
        ...this.carPricing(booking.car, firstRide),
        rules: await this.availability.priceRules(),
        deliveryLegs: legs,
        deliveryFee: legCount ? booking.deliveryFee / legCount : 0,
      });
      const keepsApproval = booking.status === BookingStatus.Accepted && staysInside(periodOf(booking), periodOf(fields));
      const needsApproval = booking.status === BookingStatus.Accepted && !keepsApproval;
      Object.assign(booking, fields, {
        bookFor: price.pricedAs,
        amount: price.total,
        deliveryFee: price.deliveryFee,
        // Fixed at acceptance: a shorter stay inside the accepted period never raises it (nor leaves it above the rent).
        advance: keepsApproval ? Math.min(booking.advance, price.total) : price.advance,
      });
      if (needsApproval) booking.status = BookingStatus.Pending;
      const moved = `Your booking for ${booking.car.name} has been rescheduled to ${fields.pickupDate} ${fields.pickupTime} - ${fields.dropDate} ${fields.dropTime}.`;
      return { message: needsApproval ? `${moved} It is Pending until our staff confirm the new dates.` : moved, mail: 'rescheduled' };
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
        populate: ['car'],
        orderBy: { createdAt: 'desc', id: 'asc' },
        limit: page?.pageSize,
        offset: page?.offset,
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
    const rows = await em
      .getConnection()
      .execute<{ id: string; status: BookingStatus; car_id: string }[]>(
        `select id, status, car_id from bookings where status = ? and period @> ${sqlCityNow(this.clock)} order by created_at`,
        [BookingStatus.Accepted],
      );
    return rows.map((r) => ({ id: r.id, status: r.status, carId: r.car_id }));
  }

  /**
   * A car's busy periods: its occupations (Accepted bookings with their turnaround, maintenance blocks) overlapping `days` city days from `from` (default today, 60 days,
   * at most 120), soonest first, with no personal data. NOT_FOUND for an unknown car.
   */
  async busyPeriods(em: EntityManager, carId: string, { from, days: count }: AvailabilityQuery): Promise<PeriodFields[]> {
    const start = from ?? cityToday(this.clock).date;
    await findById(em, Car, carId, 'Car not found.');
    const rows = await em
      .getConnection()
      .execute<OccupationRow[]>(occupationsSql(`tsrange(?::date, ?::date + ?::int, '[)')`, sqlCityNow(this.clock), '?'), [
        carId,
        start,
        start,
        count,
      ]);
    return rows.map((r) => ({ pickupDate: r.pd, pickupTime: r.pt, dropDate: r.dd, dropTime: r.dt }));
  }

  /**
   * Locks the booking, lets `decide` change it, and writes it with its notification and mails in one transaction.
   * A status change tells the customer by itself; `decide` may instead answer its own outcome (a move).
   */
  private async transition(
    em: EntityManager,
    id: string,
    decide: (booking: Booking, tx: EntityManager) => void | Promise<void | Outcome>,
  ): Promise<Booking> {
    const { booking, accepted, notification } = await this.inTransaction(em, async (tx) => {
      const row = await findById(tx, Booking, id, 'Booking not found.', { lockMode: LockMode.PESSIMISTIC_WRITE });
      await tx.populate(row, ['car']);
      const previous = row.status;
      const outcome =
        (await decide(row, tx)) ??
        (row.status === previous
          ? null
          : { message: statusMessage(row.car.name, row.pickupDate, row.status), mail: MAIL_FOR[row.status as BookingStatus] ?? null });
      if (row.status !== previous && (row.status === BookingStatus.Canceled || row.status === BookingStatus.Rejected)) {
        for (const hook of this.closedHooks) await hook(tx, row);
      }
      if (row.status === BookingStatus.Accepted && (previous === BookingStatus.Rejected || previous === BookingStatus.Completed)) {
        for (const hook of this.reopenedHooks) await hook(tx, row);
      }
      const note: Notification | null = outcome ? this.notifications.add(tx, row, outcome.message) : null;
      if (outcome?.mail) await enqueueBookingMails(tx, row.id, outcome.mail);
      if (outcome) await this.events.emit(tx, webhookEventFor(row.status, outcome.mail), { bookingId: row.id });
      return { booking: row, accepted: previous === BookingStatus.Accepted || row.status === BookingStatus.Accepted, notification: note };
    });
    if (notification) {
      this.outbox.wake();
      this.notifications.announce(notification);
      this.pubsub.publish('BOOKING_CHANGED', { bookingId: booking.id, kind: 'updated' });
      if (accepted) this.availability.changed();
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
