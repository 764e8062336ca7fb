import { type Language, rupeesFor } from '../common/language.js';
import { localizedMail, mailText } from './trip.mail-texts.js';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking } from '../bookings/booking.entity.js';
import { rupees } from '../bookings/cancellation.js';
import type { BookingService } from '../bookings/booking.service.js';
import { periodOf } from '../availability/periods.js';
import type { Bill } from '../common/bill.types.js';
import { cityNow, cityNowMs } from '../common/city-time.js';
import { BookingStatus, Role, TripStage } from '../common/enums.js';
import { BadInputError, ConflictError, NotFoundError } from '../common/errors.js';
import { isUuid } from '../common/ids.js';
import { optionalText, requiredText } from '../common/input.js';
import { stateOfCode } from '../common/gst.js';
import type { StoredFile } from '../common/uploads.js';
import type { FileKeys, PrivateFiles } from '../common/private-files.js';
import type { Viewer } from '../common/access.js';
import { driverMismatchMessage, type DocumentService } from '../documents/document.service.js';
import type { InvoiceService } from '../invoices/invoice.service.js';
import { PaymentMethod, PaymentPurpose } from '../payments/payment.entity.js';
import { counterPayment, type PaymentService } from '../payments/payment.service.js';
import { sqlNow, systemClock, type Clock } from '../common/clock.js';
import { assertHandoverTime, assertOdometer, DEFAULT_TRIP_SETTINGS, type TripSettings } from './trip-rules.js';
import { BillInputError, computeBill, type BillingSettings } from './bill.js';
import { Trip } from './trip.entity.js';
import { MAX_CHARGES, type HandoverInput, type ReturnInput, type SettleInput } from './trip.schemas.js';
import { personLine } from '../common/person-text.js';

/** A handover needs at least four photos of the car (front, back and both sides); a return may add damage close-ups. */
export const MIN_HANDOVER_PHOTOS = 4;
export const MAX_TRIP_PHOTOS = 12;
/** A return may be recorded up to this long ahead of the server's clock (a clerk's phone a little fast). */
const RETURN_CLOCK_SKEW_MS = 10 * 60_000;

/** The Trips screen: the day's work for the counter, each list soonest first. */
export interface TripBoard {
  pickups: Booking[];
  onTrip: Booking[];
  overdue: Booking[];
  returns: Booking[];
  toSettle: Booking[];
}

/** The trip a car is out on: its booking and when it was due back. */
interface OpenTrip {
  bookingId: string;
  name: string;
  dropDate: string;
  dropTime: string;
}

/** One odometer reading of a car: at a handover (with staff's correction reason, if any) or a return. */
export interface OdometerReading {
  bookingId: string;
  kind: 'HANDOVER' | 'RETURN';
  at: Date;
  km: number;
  correction: string | null;
}

/** The staff member's name under "Authorised signatory": the ledger's label without its "staff " prefix. */
function signatoryName(label: string): string {
  return label.replace(/^staff /, '');
}

/** The Trips screen's staff label (ledger and trip rows keep who did what). */
type StaffLabel = (em: EntityManager, adminId: string) => Promise<string>;

/**
 * The trip beside an Accepted booking (issue 20): the handover (documents checked, the car's state, the deposit held),
 * the return (the car's state, fees and charges, the bill), waivers, and the settlement that completes the booking,
 * moves the money in the ledger and issues the invoice, all in one transaction.
 */
export class TripService {
  constructor(
    private readonly files: PrivateFiles,
    private readonly billing: BillingSettings,
    private readonly bookings: BookingService,
    private readonly documents: DocumentService,
    private readonly invoices: InvoiceService,
    private readonly payments: PaymentService,
    private readonly staffLabel: StaffLabel,
    private readonly clock: Clock = systemClock,
    private readonly settings: TripSettings = DEFAULT_TRIP_SETTINGS,
  ) {}

  /** The Trips screen's lists, as the city's clock says now. */
  async board(em: EntityManager, at: Date = this.clock.now()): Promise<TripBoard> {
    const today = cityNow(at).date;
    const now = cityNowMs(at);
    const accepted = await em.find(
      Booking,
      { status: BookingStatus.Accepted, pickupDate: { $lte: today } },
      { populate: ['car', 'user'], orderBy: { pickupDate: 'asc', pickupTime: 'asc', id: 'asc' } },
    );
    const dropsAt = (b: Booking) => periodOf(b).end;
    const byDrop = (a: Booking, b: Booking) => dropsAt(a) - dropsAt(b);
    const onTrip = accepted.filter((b) => b.tripStage === TripStage.ON_TRIP).sort(byDrop);
    return {
      pickups: accepted.filter((b) => b.tripStage === TripStage.NOT_STARTED && b.dropDate >= today),
      onTrip,
      overdue: onTrip.filter((b) => dropsAt(b) < now),
      returns: onTrip.filter((b) => b.dropDate === today && dropsAt(b) >= now),
      toSettle: accepted.filter((b) => b.tripStage === TripStage.RETURNED).sort(byDrop),
    };
  }

  async tripOf(em: EntityManager, bookingId: string): Promise<Trip | null> {
    return isUuid(bookingId) ? em.findOne(Trip, { bookingId }) : null;
  }

  /** Hands over the keys: an Accepted booking whose customer passes every document rule on its pick-up day. */
  async start(
    em: EntityManager,
    adminId: string,
    bookingId: string,
    input: HandoverInput,
    photos: Buffer[],
    signature: Buffer | null,
  ): Promise<Booking> {
    const { odometerKm, fuelEighths } = input;
    if (photos.length < MIN_HANDOVER_PHOTOS || photos.length > MAX_TRIP_PHOTOS)
      throw new BadInputError(`Take ${MIN_HANDOVER_PHOTOS} to ${MAX_TRIP_PHOTOS} photos of the car at handover.`);
    if (!signature?.length) throw new BadInputError("The customer's signature is missing.");
    const recipientAddress = personLine(optionalText(input.recipientAddress, 'Address', 300), 'Address');
    const correction = personLine(optionalText(input.odometerCorrection, 'Odometer correction', 300), 'Odometer correction');
    const advancePaid = input.advanceMethod == null ? null : counterPayment(input.advanceMethod, input.advanceReference);
    const depositTaken = counterPayment(input.depositMethod ?? PaymentMethod.CASH, input.depositReference);
    const driverMismatchReason = personLine(optionalText(input.driverMismatchReason, 'Reason', 300), 'Reason');
    const by = await this.staffLabel(em, adminId);
    const { keys, fileKeys } = await this.savePhotos([...photos, signature]);
    let started: Booking;
    try {
      started = await this.bookings.changeWith(em, bookingId, async (booking, tx) => {
        if (booking.status !== BookingStatus.Accepted)
          throw new ConflictError(`Only an Accepted booking can start its trip; this one is ${booking.status}.`);
        if (booking.tripStage !== TripStage.NOT_STARTED) throw new ConflictError('This trip has already started.');
        const now = this.clock.now();
        if (booking.pickupDate > cityNow(now).date) throw new ConflictError(`This trip starts on ${booking.pickupDate}, not before.`);
        assertHandoverTime(periodOf(booking).start, cityNowMs(now), this.settings);
        const car = await this.carState(tx, booking);
        if (car.openTrip)
          throw new ConflictError(
            `The ${booking.car.name} is still out on another trip (booking ${car.openTrip.bookingId}, ${car.openTrip.name}, due back ` +
              `${car.openTrip.dropDate} ${car.openTrip.dropTime}): record its return before handing it over again.`,
          );
        assertOdometer(odometerKm, car.lastReturnKm, correction);
        const issues = await this.documents.issuesFor(tx, {
          customerId: booking.user.id,
          pickupDate: booking.pickupDate,
          dropDate: booking.dropDate,
        });
        if (issues.length) throw new ConflictError(`The trip cannot start: ${issues.join('; ')}.`);
        // The driver is the licence holder: a different name or number needs staff's confirmation with a reason.
        const driver = await this.documents.driverCheck(tx, { customerId: booking.user.id, name: booking.name, license: booking.license });
        if (!driver.matches && !driverMismatchReason) throw new ConflictError(driverMismatchMessage(driver));
        // Keys never go out unpaid by accident: the advance is taken before, or recorded in this same step.
        const due = booking.due;
        if (due > 0 && !advancePaid)
          throw new ConflictError(
            `The advance is unpaid: ${rupees(due)} of ${rupees(booking.advance)} is due. Take it and record it with the handover (method and reference).`,
          );
        if (due > 0 && advancePaid) await this.payments.recordIn(tx, booking, PaymentPurpose.ADVANCE, advancePaid, due, by);
        const depositHeld = this.billing.securityDeposit;
        tx.create(Trip, {
          bookingId: booking.id,
          startedAt: now,
          startedBy: by,
          handoverOdometerKm: odometerKm,
          handoverFuelEighths: fuelEighths,
          handoverPhotos: keys.slice(0, -1),
          signatureKey: keys[keys.length - 1]!,
          fileKeys,
          originalsSeen: true,
          driverMismatchReason: driver.matches ? null : driverMismatchReason,
          depositHeld,
          recipientAddress,
          depositMethod: depositHeld > 0 ? depositTaken.method : null,
          depositReference: depositHeld > 0 ? depositTaken.reference : null,
          odometerCorrection: correction,
        });
        await tx.flush();
        await this.payments.holdDeposit(tx, booking.id, depositHeld, by);
        const handedOver = cityNow(now);
        const deposit = (language: Language) =>
          depositHeld > 0 ? mailText(language, 'trip.started.deposit', { amount: rupeesFor(language, depositHeld) }) : '';
        return this.payments.tell(
          tx,
          booking.id,
          localizedMail(
            'trip.started.subject',
            [
              ['trip.started.keys', { car: booking.car.name, date: handedOver.date, time: handedOver.time }],
              ['trip.started.readings', { km: odometerKm, fuel: fuelEighths, photos: photos.length, deposit }],
              ['trip.started.returnBy', { date: booking.dropDate, time: booking.dropTime }],
            ],
            rupeesFor,
          ),
        );
      });
    } catch (err) {
      await this.files.remove(keys);
      throw err;
    }
    return this.reload(em, started.id);
  }

  /** Records the return and computes the bill; staff review (and may waive lines) before settling. */
  async end(
    em: EntityManager,
    adminId: string,
    bookingId: string,
    input: ReturnInput,
    photos: Buffer[],
    now: Date = this.clock.now(),
  ): Promise<Booking> {
    const { odometerKm, fuelEighths, fees } = input;
    const charges = input.charges.map((c) => ({ ...c, description: personLine(c.description, 'Charge note') }));
    const returnedAt = input.returnedAt ?? now;
    if (Number.isNaN(returnedAt.getTime())) throw new BadInputError('Return time must be a date and time.');
    if (returnedAt.getTime() > now.getTime() + RETURN_CLOCK_SKEW_MS) throw new BadInputError('The return time cannot be in the future.');
    if (photos.length > MAX_TRIP_PHOTOS) throw new BadInputError(`At most ${MAX_TRIP_PHOTOS} photos at return.`);
    const by = await this.staffLabel(em, adminId);
    const { keys, fileKeys } = await this.savePhotos(photos);
    let ended: Booking;
    try {
      ended = await this.bookings.changeWith(em, bookingId, async (booking, tx) => {
        const trip = await this.lockedTrip(tx, booking, TripStage.ON_TRIP);
        if (returnedAt < trip.startedAt) throw new BadInputError('The return time cannot be before the handover.');
        Object.assign(trip, {
          returnedAt,
          endedBy: by,
          returnOdometerKm: odometerKm,
          returnFuelEighths: fuelEighths,
          returnPhotos: keys,
          fileKeys: { ...trip.fileKeys, ...fileKeys },
          fees,
          charges,
        });
        trip.bill = await this.billFor(tx, booking, trip);
        await tx.flush();
        return null;
      });
    } catch (err) {
      await this.files.remove(keys);
      throw err;
    }
    return this.reload(em, ended.id);
  }

  /**
   * Waives one line of a trip's bill with a reason; the waiver is kept and printed on the invoice. After settling, the
   * invoice stands: a credit note (its own series) credits the line with its tax, and that money becomes a refund due.
   */
  async waive(em: EntityManager, adminId: string, bookingId: string, index: unknown, reasonInput: unknown): Promise<Booking> {
    const reason = personLine(requiredText(reasonInput, 'Reason', 300, 'Give a reason for the waiver.'), 'Reason');
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0) throw new BadInputError('Choose a line of the bill.');
    const by = await this.staffLabel(em, adminId);
    const changed = await this.bookings.changeWith(em, bookingId, async (booking, tx) => {
      const trip = await this.lockedTrip(tx, booking, TripStage.RETURNED, TripStage.SETTLED);
      const before = trip.bill!;
      const line = before.lines[index];
      if (!line) throw new BadInputError(`The bill has no line ${index + 1}.`);
      if (line.waivedReason) throw new ConflictError('This line is already waived.');
      if (line.kind === 'RENT') throw new ConflictError('The rent as booked cannot be waived; staff may cancel the booking instead.');
      trip.waivers = [...trip.waivers, { index, reason, by, at: this.clock.now().toISOString() }];
      const settled = booking.tripStage === TripStage.SETTLED;
      // A settled bill keeps what was paid before it; only its lines and totals change.
      trip.bill = await this.billFor(tx, booking, trip, settled ? before.advance : undefined);
      await tx.flush();
      const credit = before.total - trip.bill.total;
      if (settled && credit > 0) {
        const [refund] = await this.payments.refundDue(tx, booking, credit);
        await this.invoices.issueCreditNote(tx, {
          bookingId: booking.id,
          amount: credit,
          reason: `${line.description} waived: ${reason}`,
          lines: [line],
          refundPaymentId: refund?.id ?? null,
          issuedBy: signatoryName(by),
        });
      }
      return null;
    });
    return this.reload(em, changed.id);
  }

  /**
   * Settles a returned trip's bill and completes the booking, in one transaction: the deposit pays what was not paid
   * yet (a DEDUCTION), the rest is taken by `method` (a PAYMENT), what the deposit does not need goes back
   * (DEPOSIT_RELEASED), an overpayment becomes a refund due, and the invoice takes the next number.
   */
  async settle(em: EntityManager, adminId: string, bookingId: string, input: SettleInput): Promise<Booking> {
    const { method } = input;
    const { reference } = counterPayment(method, input.reference);
    const returnedBy = counterPayment(input.depositMethod ?? PaymentMethod.CASH, input.depositReference);
    const by = await this.staffLabel(em, adminId);
    const settled = await this.bookings.completeWith(em, bookingId, async (booking, tx) => {
      const trip = await this.lockedTrip(tx, booking, TripStage.RETURNED);
      const bill = await this.billFor(tx, booking, trip);
      const paidBefore = bill.advance;
      const owed = bill.total - paidBefore;
      const deduction = Math.min(trip.depositHeld, Math.max(0, owed));
      const taken = Math.max(0, owed - deduction);
      const released = trip.depositHeld - deduction;
      await this.payments.settleTrip(tx, booking, { deduction, taken, released, overpaid: Math.max(0, -owed), method, reference, by });
      const settledAt = this.clock.now();
      Object.assign(trip, {
        bill,
        settledAt,
        settledBy: by,
        settleMethod: method,
        settleReference: reference,
        depositReturnMethod: released > 0 ? returnedBy.method : null,
        depositReturnReference: released > 0 ? returnedBy.reference : null,
      });
      await tx.flush();
      await this.invoices.issueForSettlement(tx, { booking, bill, settledAt, method, reference, signedBy: signatoryName(by) });
    });
    return this.reload(em, settled.id);
  }

  /**
   * A charge that arrives after settlement (a challan weeks later): added to the settled bill (keeping what was paid
   * before it), so the booking owes it again, and a debit note (Rule 53) issued for its line and tax.
   */
  async chargeAfterSettlement(
    em: EntityManager,
    adminId: string,
    bookingId: string,
    input: NonNullable<ReturnInput['charges']>[number],
  ): Promise<Booking> {
    const charge = input;
    const by = await this.staffLabel(em, adminId);
    const changed = await this.bookings.changeWith(em, bookingId, async (booking, tx) => {
      const trip = await this.lockedTrip(tx, booking, TripStage.SETTLED);
      const before = trip.bill!;
      if (trip.charges.length >= MAX_CHARGES) throw new BadInputError(`At most ${MAX_CHARGES} other charges.`);
      trip.charges = [...trip.charges, charge];
      trip.bill = await this.billFor(tx, booking, trip, before.advance);
      await tx.flush();
      // The new charge is the bill's last line (charges come last, in order).
      await this.invoices.issueDebitNote(tx, {
        bookingId: booking.id,
        lines: [trip.bill.lines[trip.bill.lines.length - 1]!],
        reason: `${charge.description} (after settlement)`,
        issuedBy: signatoryName(by),
      });
      return null;
    });
    return this.reload(em, changed.id);
  }

  /**
   * The car's real state under its lock (two handovers of one car wait for each other): the trip it is out on, if any
   * (handed over, not returned, whatever its booked drop-off said), and its last return reading.
   */
  private async carState(tx: EntityManager, booking: Booking): Promise<{ openTrip: OpenTrip | null; lastReturnKm: number | null }> {
    const conn = tx.getConnection();
    const ctx = tx.getTransactionContext();
    await conn.execute('select id from cars where id = ? for update', [booking.car.id], 'all', ctx);
    const [openTrip] = await conn.execute<OpenTrip[]>(
      `select t.booking_id as "bookingId", b.name, to_char(b.drop_date, 'YYYY-MM-DD') as "dropDate", to_char(b.drop_time, 'HH24:MI') as "dropTime"
         from trips t join bookings b on b.id = t.booking_id
        where b.car_id = ? and t.returned_at is null and t.booking_id <> ? limit 1`,
      [booking.car.id, booking.id],
      'all',
      ctx,
    );
    const [last] = await conn.execute<{ km: number }[]>(
      `select t.return_odometer_km as km from trips t join bookings b on b.id = t.booking_id
        where b.car_id = ? and t.returned_at is not null order by t.returned_at desc limit 1`,
      [booking.car.id],
      'all',
      ctx,
    );
    return { openTrip: openTrip ?? null, lastReturnKm: last ? Number(last.km) : null };
  }

  /** The car's odometer history, newest first: every handover and return reading (with a handover's correction reason). */
  async odometerHistory(em: EntityManager, carId: string): Promise<OdometerReading[]> {
    if (!isUuid(carId)) return [];
    const rows = await em.getConnection().execute<OdometerReading[]>(
      `select * from (
         select t.booking_id as "bookingId", 'HANDOVER' as kind, t.started_at as at, t.handover_odometer_km as km, t.odometer_correction as correction
           from trips t join bookings b on b.id = t.booking_id where b.car_id = ?
         union all
         select t.booking_id, 'RETURN', t.returned_at, t.return_odometer_km, null
           from trips t join bookings b on b.id = t.booking_id where b.car_id = ? and t.returned_at is not null
       ) r order by at desc, kind desc`,
      [carId, carId],
    );
    return rows.map((r) => ({ ...r, at: new Date(r.at), km: Number(r.km) }));
  }

  /** The booking as committed: its ledger sums and trip formulas are read again (the lock's copy predates the writes). */
  private reload(em: EntityManager, id: string): Promise<Booking> {
    return em.findOneOrFail(Booking, { id }, { refresh: true, populate: ['car'] });
  }

  /** A trip's photo or the signature, for staff and the booking's customer only (anyone else: not found). */
  async photo(em: EntityManager, viewer: Viewer | null, bookingId: string, which: string, index: number): Promise<StoredFile> {
    const trip = viewer ? await this.tripOf(em, bookingId) : null;
    const booking = trip ? await em.findOne(Booking, { id: bookingId }) : null;
    if (!trip || !booking || (viewer!.role !== Role.Admin && !(viewer!.role === Role.Customer && booking.user.id === viewer!.id)))
      throw new NotFoundError('Photo not found.');
    const key =
      which === 'signature'
        ? trip.signatureKey
        : which === 'handover'
          ? trip.handoverPhotos[index]
          : which === 'return'
            ? trip.returnPhotos[index]
            : null;
    const file = await this.files.open(key, trip.fileKeys);
    if (!file) throw new NotFoundError('Photo not found.');
    return file;
  }

  /**
   * Retention (issue 28): a settled trip's photos and signature go `days` after settlement, as documents do after the
   * last trip: the keys leave the row in one statement (every copy, backups included, is then unreadable), the files
   * right after. The trip's readings, bill and invoice stay. Answers how many trips lost their files.
   */
  async purgeFiles(em: EntityManager, days: number): Promise<number> {
    const rows = await em.getConnection().execute<{ keys: string[] }[]>(
      `update trips t set file_keys = '{}', handover_photos = '{}', return_photos = '{}', signature_key = ''
         from (select id, array_cat(array_cat(handover_photos, return_photos), array[signature_key]) as keys from trips
                where settled_at < ${sqlNow(this.clock)} - (? * interval '1 day') and (file_keys <> '{}' or signature_key <> '')
                for update) old
        where t.id = old.id
        returning old.keys`,
      [days],
    );
    await this.files.remove(rows.flatMap((r) => r.keys).filter(Boolean));
    return rows.length;
  }

  /** The trip's files, for the account-removal and retention sweeps. */
  async filesOf(em: EntityManager, customerIds: string[]): Promise<string[]> {
    const rows = await em.execute<{ keys: string[] }[]>(
      `select array_cat(array_cat(t.handover_photos, t.return_photos), array[t.signature_key]) as keys
       from trips t join bookings b on b.id = t.booking_id where b.user_id in (?)`,
      [customerIds],
    );
    return rows.flatMap((r) => r.keys);
  }

  private async lockedTrip(tx: EntityManager, booking: Booking, ...stages: TripStage[]): Promise<Trip> {
    const trip = await tx.findOne(Trip, { bookingId: booking.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!trip) throw new ConflictError("This booking's trip has not started.");
    if (!stages.includes(booking.tripStage)) {
      throw new ConflictError(
        booking.tripStage === TripStage.SETTLED
          ? 'This trip is already settled.'
          : booking.tripStage === TripStage.RETURNED
            ? 'The car is already back: review and settle the bill.'
            : 'The car is still on its trip: record the return first.',
      );
    }
    return trip;
  }

  /** The bill from the stored trip, the booking as quoted, the car's fares and what was paid so far (bill.ts). */
  private async billFor(tx: EntityManager, booking: Booking, trip: Trip, paidBefore?: number): Promise<Bill> {
    await tx.populate(booking, ['car', 'user']);
    const [customer] = await tx.execute<{ state: string | null; gstin: string | null }[]>('select state, gstin from users where id = ?', [
      booking.user.id,
    ]);
    const period = periodOf(booking);
    const vehicle = { name: booking.car.name, registrationNumber: booking.car.registrationNumber ?? null };
    try {
      const bill = computeBill(
        {
          rent: booking.amount,
          advance: paidBefore ?? Math.max(0, (booking.paid ?? 0) - (booking.refunded ?? 0)),
          dailyPrice: booking.car.price,
          extraKmFare: booking.car.extrafare,
          pickupAt: period.start,
          dropAt: period.end,
          returnedAt: cityNowMs(trip.returnedAt!),
          handover: { odometerKm: trip.handoverOdometerKm, fuelEighths: trip.handoverFuelEighths },
          returned: { odometerKm: trip.returnOdometerKm!, fuelEighths: trip.returnFuelEighths! },
          fees: trip.fees,
          charges: trip.charges,
          waivers: trip.waivers,
          gstRate: booking.car.gstRate ?? undefined,
          // A business customer's GSTIN names its state: the place of supply (issue 31).
          customerState: (customer?.gstin && stateOfCode(customer.gstin.slice(0, 2))) || customer?.state || null,
          depositHeld: trip.depositHeld,
        },
        this.billing,
      );
      return { ...bill, vehicle };
    } catch (err) {
      if (err instanceof BillInputError) throw new BadInputError(err.message);
      throw err;
    }
  }

  /** Seals each photo under its own key: the names in order, and the keys for the trip row. */
  private async savePhotos(photos: Buffer[]): Promise<{ keys: string[]; fileKeys: FileKeys }> {
    const keys: string[] = [];
    const fileKeys: FileKeys = {};
    try {
      for (const bytes of photos) {
        const file = await this.files.saveImage(bytes);
        keys.push(file.name);
        fileKeys[file.name] = file.key;
      }
    } catch (err) {
      await this.files.remove(keys);
      throw err;
    }
    return { keys, fileKeys };
  }
}
