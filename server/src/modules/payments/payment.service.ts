import { randomUUID } from 'node:crypto';
import { LockMode, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentSettings } from '../../config.js';
import { Booking } from '../bookings/booking.entity.js';
import { Admin } from '../admin/admin.entity.js';
import { BookingStatus, TripStage } from '../common/enums.js';
import { BadInputError, ConflictError, NotFoundError } from '../common/errors.js';
import { findById } from '../common/find-by-id.js';
import { isUuid } from '../common/ids.js';
import { containsPattern, searchText } from '../common/input.js';
import type { Page } from '../common/paging.js';
import type { CloseRefund, ConfirmPayment } from './payment.schemas.js';
import type { AppPubSub } from '../common/pubsub.js';
import type { Outbox } from '../outbox/outbox.js';
import { rupees } from '../bookings/cancellation.js';
import { sqlCityNow, sqlNow } from '../common/clock.js';
import { rupeesFor } from '../common/language.js';
import type { LocalizedMail } from '../common/mail-texts.js';
import { localizedMail } from './payment.mail-texts.js';
import { Payment, PaymentMethod, PaymentPurpose, PaymentStatus } from './payment.entity.js';
import { LedgerKind, LedgerMethod } from './ledger.entity.js';
import { appendToLedger, COUNTER_LEDGER_METHOD, holdDeposit, type LedgerRow, refundRoom } from './ledger.js';
import { MAIL } from '../outbox/mail.kind.js';
import { claimReference, releaseReference } from './references.js';
import { assertWithinDue, upiUri, type CounterMethod } from './money.js';
import type { RazorpayClient } from './razorpay.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { Notification } from '../notifications/notification.entity.js';
import { say } from '../common/server-texts.js';

export const RAZORPAY_REFUND = 'razorpay-refund';
const UNIQUE_VIOLATION = '23505';
const REFERENCE_USED = 'This reference has already been recorded for a payment.';
const COUNTER_METHODS: readonly PaymentMethod[] = [PaymentMethod.CASH, PaymentMethod.CARD, PaymentMethod.UPI];

/** Money staff take at the counter: how, and its reference (a UTR for UPI, the slip for a card; cash may have none). */
export interface CounterPayment {
  method: PaymentMethod;
  reference: string;
}

/**
 * Money taken at the counter with its checked reference (payment.schemas.ts `withCounterReferences`); cash given
 * without one gets a receipt number.
 */
export function counterPayment(method: PaymentMethod | CounterMethod, reference: string | null | undefined): CounterPayment {
  return { method: method as PaymentMethod, reference: reference ?? `CASH-${randomUUID().slice(0, 8).toUpperCase()}` };
}

/** A unique violation on a payment's reference is the same money told twice: 409. */
function referenceUsed(err: { code?: string }): never {
  if (err.code === UNIQUE_VIOLATION) throw new ConflictError(REFERENCE_USED);
  throw err;
}

export interface PaymentRequestResult {
  paymentId: string | null;
  amount: number;
  upiUri: string | null;
  razorpayOrderId: string | null;
  razorpayKeyId: string | null;
}

export interface PaymentSearch {
  status?: unknown;
  search?: unknown;
}

/**
 * Every money rule (issue 21), for GraphQL and REST alike. What is due is the booking's (bookings/booking-money.ts,
 * over the ledger's sums); amounts are never taken from a client; the ledger gets one row per movement.
 */
export class PaymentService {
  constructor(
    readonly settings: PaymentSettings,
    private readonly outbox: Outbox,
    private readonly pubsub: AppPubSub,
    private readonly razorpay: RazorpayClient | null,
    private readonly notifications: NotificationService,
    private readonly siteName: string,
    private readonly log: (msg: string) => void = console.log,
    /** Where money that needs a person's eyes is reported (a capture that paid twice). */
    private readonly operatorEmail = '',
  ) {}

  /**
   * Issue 31's port for tax documents: told of every payment or refund this service writes to the ledger, in the same
   * transaction (a receipt voucher for an advance before the invoice, Rule 50). The invoices module listens; the
   * payments module knows nothing of vouchers.
   */
  private readonly moneyRecorded: ((tx: EntityManager, row: LedgerRow & { id: string }) => Promise<void>)[] = [];

  onMoneyRecorded(listener: (tx: EntityManager, row: LedgerRow & { id: string }) => Promise<void>): void {
    this.moneyRecorded.push(listener);
  }

  /** How customers can pay here: UPI, Razorpay, or only at the counter. */
  options() {
    return { upi: Boolean(this.settings.upi), razorpay: Boolean(this.razorpay), razorpayKeyId: this.razorpay?.settings.keyId ?? null };
  }

  /** What to pay now for one of the customer's own bookings, with a UPI link and a Razorpay order when those are on. */
  async request(em: EntityManager, userId: string, bookingId: string, purpose: PaymentPurpose): Promise<PaymentRequestResult> {
    const booking = await this.ownBooking(em, userId, bookingId);
    const amount = this.dueFor(booking, purpose);
    if (!this.settings.upi && !this.razorpay) return { paymentId: null, amount, upiUri: null, razorpayOrderId: null, razorpayKeyId: null };
    const reference = `ID${booking.id.replace(/-/g, '').slice(0, 12).toUpperCase()}${purpose === PaymentPurpose.ADVANCE ? 'A' : 'B'}`;
    const uri = this.settings.upi
      ? upiUri({
          ...this.settings.upi,
          amount,
          reference,
          note: `${this.siteName} booking ${booking.id.slice(0, 8)} ${purpose.toLowerCase()}`,
        })
      : null;
    let order: Payment | null = null;
    if (this.razorpay) {
      // One open order per booking, purpose and amount: asking again reuses it rather than creating orders without end.
      order = await em.findOne(Payment, {
        booking: booking.id,
        purpose,
        method: PaymentMethod.RAZORPAY,
        status: PaymentStatus.DUE,
        amount,
      });
      if (!order) {
        const id = randomUUID();
        const created = await this.razorpay.createOrder(amount, id, { bookingId: booking.id, purpose, paymentId: id });
        order = em.create(Payment, {
          id,
          booking,
          purpose,
          method: PaymentMethod.RAZORPAY,
          amount,
          status: PaymentStatus.DUE,
          razorpayOrderId: created.id,
          recordedBy: 'customer',
        });
        await em.flush();
      }
    }
    return {
      paymentId: order?.id ?? null,
      amount,
      upiUri: uri,
      razorpayOrderId: order?.razorpayOrderId ?? null,
      razorpayKeyId: this.razorpay?.settings.keyId ?? null,
    };
  }

  /** The customer says they paid by UPI and gives the UTR: a claim staff confirm against their bank statement. */
  async claimUpi(em: EntityManager, userId: string, bookingId: string, purpose: PaymentPurpose, utr: string): Promise<Payment> {
    if (!this.settings.upi) throw new ConflictError('UPI payments are not taken online here: please pay at the counter.');
    const claim = await em
      .transactional(async (tx) => {
        const booking = await this.ownBooking(tx, userId, bookingId, true);
        const amount = this.dueFor(booking, purpose);
        const waiting = await tx.count(Payment, { booking: booking.id, status: PaymentStatus.CLAIMED });
        if (waiting) throw new ConflictError('A payment for this booking is waiting for our staff to confirm it.');
        const id = randomUUID();
        // Once across every use: a UTR given at the counter or at a settlement cannot pay this claim too.
        await claimReference(tx, utr, 'claim', { bookingId: booking.id, paymentId: id });
        const row = tx.create(Payment, {
          id,
          booking,
          purpose,
          method: PaymentMethod.UPI,
          amount,
          status: PaymentStatus.CLAIMED,
          reference: utr,
          recordedBy: 'customer',
        });
        await tx.flush();
        return row;
      })
      .catch((err: { code?: string }) => {
        if (err.code === UNIQUE_VIOLATION) throw new ConflictError('This UTR has already been used for a payment.');
        throw err;
      });
    // Staff see claims live: the admin screens listen to booking changes.
    this.pubsub.publish('BOOKING_CHANGED', { bookingId, kind: 'updated' });
    return claim;
  }

  /** Razorpay Checkout's handler: the signature proves Razorpay paid our order; the ledger records it once. */
  async verifyRazorpay(em: EntityManager, userId: string, orderId: unknown, paymentId: unknown, signature: unknown): Promise<Payment> {
    if (!this.razorpay) throw new ConflictError('Online payment is not set up here.');
    const order = typeof orderId === 'string' ? orderId : '';
    const payment = typeof paymentId === 'string' ? paymentId : '';
    if (
      !order ||
      !payment ||
      order.length > 64 ||
      payment.length > 64 ||
      !this.razorpay.paymentSignatureMatches(order, payment, signature)
    ) {
      this.log(`payments: a Razorpay payment signature did not match (order ${order.slice(0, 64)})`);
      throw new BadInputError('The payment could not be verified. If money left your account, our staff will match it; please contact us.');
    }
    const row = await em.findOne(Payment, { razorpayOrderId: order }, { populate: ['booking'] });
    if (!row || row.booking.user.id !== userId) throw new NotFoundError('Payment not found.');
    return this.captured(em, row.id, payment, row.amount, 'customer');
  }

  /**
   * A Razorpay payment of `amount` rupees was captured for our row `id`: confirmed, and in the ledger once, under the
   * booking's lock. A capture for a due already paid another way (its order was closed, or the due is smaller now) is
   * still money received: it is recorded, flagged to staff, and what it overpays is refunded through Razorpay.
   */
  async captured(em: EntityManager, id: string, razorpayPaymentId: string, amount: number, by: string): Promise<Payment> {
    let note: Notification | null = null;
    const payment = await em.transactional(async (tx) => {
      const row = await findById(tx, Payment, id, 'Payment not found.', { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (amount !== row.amount) {
        this.log(`payments: Razorpay captured ₹${amount} for payment ${row.id} of ₹${row.amount}; refused`);
        throw new BadInputError('The amount paid does not match the amount due.');
      }
      if (row.status === PaymentStatus.CONFIRMED) return row;
      const booking = await this.lockedBooking(tx, row.booking.id);
      const excess = row.amount - Math.max(0, booking.due);
      await claimReference(tx, razorpayPaymentId, 'razorpay', { bookingId: booking.id, paymentId: row.id });
      Object.assign(row, { status: PaymentStatus.CONFIRMED, reference: razorpayPaymentId, razorpayPaymentId });
      const entryId = await this.appendOrFail(tx, {
        bookingId: booking.id,
        paymentId: row.id,
        kind: LedgerKind.PAYMENT,
        method: LedgerMethod.RAZORPAY,
        amount: row.amount,
        reference: razorpayPaymentId,
        recordedBy: by,
      });
      if (excess > 0) {
        row.note = `Paid twice: ${rupees(excess)} more than was due; refunded automatically.`;
        this.log(`payments: Razorpay payment ${razorpayPaymentId} overpays booking ${booking.id} by ₹${excess}; refunding it`);
        await this.refundDue(tx, booking, excess, { from: entryId });
        this.flagToStaff(tx, booking, `Booking ${booking.id} was paid twice`, [
          `Razorpay payment ${razorpayPaymentId} of ${rupees(row.amount)} arrived for a due already paid another way.`,
          `${rupees(excess)} is being refunded to it automatically through Razorpay.`,
        ]);
      } else {
        await this.closeOtherWays(tx, booking.id, booking.due - row.amount);
      }
      note = await this.tell(
        tx,
        booking.id,
        localizedMail('payment.received.subject', [['payment.received.online', { amount: row.amount, id: razorpayPaymentId }]], rupeesFor),
      );
      return row;
    });
    this.changed(payment.booking.id, note);
    return payment;
  }

  /** Staff confirm a UPI claim against the bank statement (into the ledger), or reject it with a note. */
  async confirm(em: EntityManager, adminId: string, paymentId: string, { accepted, note: why }: ConfirmPayment): Promise<Payment> {
    const by = await this.staff(em, adminId);
    let note: Notification | null = null;
    const payment = await em.transactional(async (tx) => {
      const row = await findById(tx, Payment, paymentId, 'Payment not found.', { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (row.status !== PaymentStatus.CLAIMED)
        throw new ConflictError(`Only a claimed payment can be confirmed or rejected; this one is ${row.status}.`);
      const booking = await this.lockedBooking(tx, row.booking.id);
      row.note = why;
      row.recordedBy = by;
      if (!accepted) {
        row.status = PaymentStatus.FAILED;
        if (row.reference) await releaseReference(tx, row.reference, row.id);
        note = await this.tell(
          tx,
          booking.id,
          localizedMail('payment.notFound.subject', [['payment.notFound.text', { utr: row.reference ?? '', why: why ?? '' }]], rupeesFor),
        );
        return row;
      }
      // A claim larger than what is still due (paid meanwhile at the counter) would be an overpayment.
      if (row.amount > booking.due) {
        this.log(`payments: claim ${row.id} of ₹${row.amount} exceeds the ₹${booking.due} due on booking ${booking.id}; refused`);
        throw new ConflictError(
          `This claim is for ${rupees(row.amount)} but only ${rupees(booking.due)} is due now. Reject it and record what was received instead.`,
        );
      }
      row.status = PaymentStatus.CONFIRMED;
      // CONFIRMED and its ledger row commit together, or neither does (finding 5: a confirm that wrote no row).
      await this.appendOrFail(tx, {
        bookingId: booking.id,
        paymentId: row.id,
        kind: LedgerKind.PAYMENT,
        method: LedgerMethod.UPI,
        amount: row.amount,
        reference: row.reference,
        recordedBy: by,
        note: why,
      });
      await this.closeOtherWays(tx, booking.id, booking.due - row.amount);
      note = await this.tell(
        tx,
        booking.id,
        localizedMail('payment.received.subject', [['payment.received.upi', { amount: row.amount, utr: row.reference ?? '' }]], rupeesFor),
      );
      return row;
    });
    this.changed(payment.booking.id, note);
    return payment;
  }

  /** Staff record money taken at the counter (cash, card, or a UPI transfer they saw arrive). */
  async record(
    em: EntityManager,
    adminId: string,
    bookingId: string,
    purpose: PaymentPurpose,
    method: PaymentMethod,
    amountTaken: number,
    reference: string | null,
  ): Promise<Payment> {
    const counter = counterPayment(method, reference);
    const by = await this.staff(em, adminId);
    let note: Notification | null = null;
    const payment = await em
      .transactional(async (tx) => {
        if (!isUuid(bookingId)) throw new NotFoundError('Booking not found.');
        const booking = await this.lockedBooking(tx, bookingId);
        const amount = assertWithinDue(amountTaken, this.dueFor(booking, purpose));
        const recorded = await this.recordIn(tx, booking, purpose, counter, amount, by);
        note = recorded.note;
        return recorded.payment;
      })
      .catch(referenceUsed);
    this.changed(payment.booking.id, note);
    return payment;
  }

  /**
   * Money taken at the counter, in the caller's transaction under the booking's lock (the counter's own `record`, and
   * the handover that takes the unpaid advance in the same step): a CONFIRMED payment, its ledger row, the customer
   * told. A reference already in the book is a 409 (the caller's transaction fails: `referenceUsed`).
   */
  async recordIn(
    tx: EntityManager,
    booking: Booking,
    purpose: PaymentPurpose,
    { method, reference }: CounterPayment,
    amount: number,
    by: string,
  ): Promise<{ payment: Payment; note: Notification }> {
    const id = randomUUID();
    await claimReference(tx, reference, 'counter', { bookingId: booking.id, paymentId: id });
    const row = tx.create(Payment, { id, booking, purpose, method, amount, status: PaymentStatus.CONFIRMED, reference, recordedBy: by });
    await tx.flush();
    await this.closeOtherWays(tx, booking.id, booking.due - amount);
    await this.appendOrFail(tx, {
      bookingId: booking.id,
      paymentId: row.id,
      kind: LedgerKind.PAYMENT,
      method: method as unknown as LedgerMethod,
      amount,
      reference,
      recordedBy: by,
    });
    const note = await this.tell(
      tx,
      booking.id,
      localizedMail(
        'payment.received.subject',
        [['payment.received.counter', { amount, method: (language) => say(language, method.toLowerCase()), reference }]],
        rupeesFor,
      ),
    );
    return { payment: row, note };
  }

  /**
   * Called inside the transaction that cancels or rejects a booking: what was paid beyond what the cancellation keeps
   * (the booking's refundAmount) becomes a refund due, capped by what is still refundable (finding 4: a booking
   * rejected, accepted and rejected again owes one refund, not two). A cancellation's stored refund says what was made due.
   */
  async refundOnClose(tx: EntityManager, booking: Booking): Promise<void> {
    // A cancellation refunds what its settlement says (bookings/booking-money.ts); a rejection all that was paid.
    const refund = booking.status === BookingStatus.Canceled ? (booking.refundAmount ?? 0) : (booking.paid ?? 0) - (booking.refunded ?? 0);
    const made = await this.refundDue(tx, booking, refund);
    if (booking.status === BookingStatus.Canceled && booking.refundAmount != null)
      booking.refundAmount = made.reduce((sum, r) => sum + r.amount, 0);
  }

  /**
   * Called inside the transaction that moves a booking back to Accepted: its open refunds due are no longer owed
   * (the customer keeps the booking and what they paid counts again), except one Razorpay is already making.
   */
  async withdrawRefunds(tx: EntityManager, booking: Booking): Promise<void> {
    // Locked: a refund the outbox is sending to Razorpay right now is read once that commits, with its refund id.
    const open = await tx.find(
      Payment,
      { booking: booking.id, status: PaymentStatus.REFUND_DUE, razorpayRefundId: null },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    for (const row of open) Object.assign(row, { status: PaymentStatus.WITHDRAWN, note: 'Withdrawn: the booking was accepted again.' });
    await tx.flush();
  }

  /**
   * A refund owed to the customer, in the caller's transaction under the booking's lock, the one place a refund is
   * made due (issue 29): capped at paid − refunded − refunds still due, and split across the booking's ledger rows
   * (`refundRoom`), each part going back the way its money came and never beyond what that row has left (Razorpay
   * refunds a payment only up to its capture). Razorpay parts are sent by the outbox; the others are tasks on the
   * Payments screen. `from` draws on one ledger row only (a capture that paid twice). Answers the refunds made due.
   */
  async refundDue(tx: EntityManager, booking: Booking, refund: number, options: { from?: string | null } = {}): Promise<Payment[]> {
    if (refund <= 0) return [];
    const { room, sources } = await refundRoom(tx, booking.id);
    let left = Math.min(refund, room);
    if (left < refund)
      this.log(`payments: a refund of ₹${refund} for booking ${booking.id} is capped at ₹${left} (what is still refundable)`);
    const made: Payment[] = [];
    for (const source of sources) {
      if (left <= 0) break;
      if (options.from && source.id !== options.from) continue;
      const amount = Math.min(left, source.left);
      const online = source.method === LedgerMethod.RAZORPAY && Boolean(this.razorpay);
      const row = tx.create(Payment, {
        booking,
        purpose: PaymentPurpose.REFUND,
        // The deposit's deductions were taken at the counter: staff give them back in cash.
        method: source.method === LedgerMethod.DEPOSIT ? PaymentMethod.CASH : (source.method as unknown as PaymentMethod),
        amount,
        status: PaymentStatus.REFUND_DUE,
        recordedBy: 'system',
        refundsEntryId: source.id,
      });
      if (online) this.outbox.enqueue(tx, RAZORPAY_REFUND, { refundId: row.id });
      made.push(row);
      left -= amount;
    }
    await tx.flush();
    return made;
  }

  /**
   * The outbox handler: asks Razorpay to refund the payment the refund draws on; Razorpay confirms with
   * refund.processed (the webhook). The refund's row stays locked meanwhile, so accepting the booking again cannot
   * withdraw a refund Razorpay is making.
   */
  async issueRazorpayRefund(em: EntityManager, refundId: string): Promise<void> {
    const razorpay = this.razorpay;
    if (!razorpay) return;
    await em.transactional(async (tx) => {
      const refund = await tx.findOne(
        Payment,
        { id: refundId, status: PaymentStatus.REFUND_DUE },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!refund || refund.razorpayRefundId) return;
      const paidWith = refund.refundsEntryId
        ? ((
            await tx
              .getConnection()
              .execute<{ reference: string | null }[]>(
                `select reference from ledger_entries where id = ? and method = 'RAZORPAY'`,
                [refund.refundsEntryId],
                'all',
                tx.getTransactionContext(),
              )
          )[0]?.reference ?? null)
        : (
            await tx.findOne(
              Payment,
              { booking: refund.booking.id, method: PaymentMethod.RAZORPAY, status: PaymentStatus.CONFIRMED },
              { orderBy: { createdAt: 'desc' } },
            )
          )?.razorpayPaymentId;
      if (!paidWith) throw new Error(`refund ${refundId}: no captured Razorpay payment to refund`);
      const made = await razorpay.refund(paidWith, refund.amount, { refundId: refund.id, bookingId: refund.booking.id });
      refund.razorpayRefundId = made.id;
    });
  }

  /** A refund was made: REFUNDED, its reference used once, into the ledger once, and the customer is told. */
  async refunded(
    em: EntityManager,
    refundId: string,
    reference: string,
    by: string,
    why: string | null = null,
    amount?: number,
  ): Promise<Payment> {
    let note: Notification | null = null;
    const payment = await em.transactional(async (tx) => {
      const row = await findById(tx, Payment, refundId, 'Payment not found.', { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (row.purpose !== PaymentPurpose.REFUND) throw new ConflictError('This payment is not a refund.');
      if (amount !== undefined && amount !== row.amount) {
        this.log(`payments: a refund of ₹${amount} was reported for refund ${row.id} of ₹${row.amount}; refused`);
        throw new BadInputError('The amount refunded does not match the refund due.');
      }
      if (row.status === PaymentStatus.REFUNDED) return row;
      if (row.status !== PaymentStatus.REFUND_DUE) throw new ConflictError(`Only a refund due can be closed; this one is ${row.status}.`);
      await claimReference(tx, reference, 'refund', { bookingId: row.booking.id, paymentId: row.id });
      Object.assign(row, { status: PaymentStatus.REFUNDED, reference, note: why, recordedBy: by });
      await this.appendOrFail(tx, {
        bookingId: row.booking.id,
        paymentId: row.id,
        kind: LedgerKind.REFUND,
        method: row.method as unknown as LedgerMethod,
        amount: row.amount,
        reference,
        recordedBy: by,
        note: why,
      });
      note = await this.tell(
        tx,
        row.booking.id,
        localizedMail('payment.refund.subject', [['payment.refund.text', { amount: row.amount, reference }]], rupeesFor),
      );
      return row;
    });
    this.changed(payment.booking.id, note);
    return payment;
  }

  /** Staff close a refund task once they have paid the money back (UPI, cash or card); a reference already used is a 409. */
  async closeRefund(em: EntityManager, adminId: string, refundId: string, { reference, note }: CloseRefund): Promise<Payment> {
    const row = await findById(em, Payment, refundId, 'Payment not found.');
    if (row.status !== PaymentStatus.REFUND_DUE) throw new ConflictError(`Only a refund due can be closed; this one is ${row.status}.`);
    if (row.razorpayRefundId) throw new ConflictError('Razorpay is making this refund; it closes by itself when Razorpay confirms it.');
    return this.refunded(em, row.id, reference, await this.staff(em, adminId), note);
  }

  /** The security deposit taken at handover (trips' handover, in its transaction): a DEPOSIT_HELD row, once per booking. */
  async holdDeposit(tx: EntityManager, bookingId: string, amount: number, by: string): Promise<void> {
    await holdDeposit(tx, bookingId, amount, by);
  }

  /**
   * A trip's settlement's money (trips' settle, under the booking's lock): the deposit pays what was not paid yet (a
   * DEDUCTION), the rest is taken by `method` (a PAYMENT whose reference is used once, like any counter payment), what
   * the deposit does not need goes back (DEPOSIT_RELEASED), and an overpayment becomes a refund due.
   */
  async settleTrip(
    tx: EntityManager,
    booking: Booking,
    money: { deduction: number; taken: number; released: number; overpaid: number; method: CounterMethod; reference: string; by: string },
  ): Promise<void> {
    const { deduction, taken, released, overpaid, method, reference, by } = money;
    const row = (kind: LedgerKind, ledgerMethod: LedgerMethod, amount: number, ref: string) =>
      appendToLedger(tx, { bookingId: booking.id, kind, method: ledgerMethod, amount, reference: ref, recordedBy: by });
    if (deduction > 0) await row(LedgerKind.DEDUCTION, LedgerMethod.DEPOSIT, deduction, `DEDUCTION-${booking.id}`);
    if (released > 0) await row(LedgerKind.DEPOSIT_RELEASED, COUNTER_LEDGER_METHOD[method], released, `RELEASE-${booking.id}`);
    if (taken > 0) {
      await claimReference(tx, reference, 'settlement', { bookingId: booking.id });
      if (!(await row(LedgerKind.PAYMENT, COUNTER_LEDGER_METHOD[method], taken, reference)))
        throw new ConflictError('This reference has already been recorded for a payment.');
    }
    if (overpaid > 0) await this.refundDue(tx, booking, overpaid);
  }

  /** A booking's payments and refunds, oldest first. */
  async listFor(em: EntityManager, bookingId: string): Promise<Payment[]> {
    return em.find(Payment, { booking: bookingId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /** The Payments screen: open claims and refunds first, then the newest; searched by UTR/reference or booking id. */
  async search(em: EntityManager, filter: PaymentSearch, page: Page): Promise<{ items: Payment[]; total: number }> {
    const text = searchText(filter.search, 64);
    const where: Record<string, unknown> = {};
    if (filter.status !== undefined && filter.status !== null && filter.status !== '') {
      if (!Object.values(PaymentStatus).includes(filter.status as PaymentStatus)) throw new BadInputError('Unknown payment status.');
      where.status = filter.status;
    }
    if (text) where.$or = isUuid(text) ? [{ booking: text }, { id: text }] : [{ reference: { $ilike: containsPattern(text) } }];
    const [items, total] = await em.findAndCount(Payment, where, {
      populate: ['booking', 'booking.car'],
      limit: page.pageSize,
      offset: page.offset,
      // Open work (claims to match, refunds to make) first, then the newest.
      orderBy: {
        [raw((alias: string) => `case when ${alias}.status in ('CLAIMED', 'REFUND_DUE') then 0 else 1 end`)]: 'asc',
        createdAt: 'desc',
        id: 'asc',
      },
    });
    return { items, total };
  }

  /**
   * Accepted bookings whose advance is still unpaid ADVANCE_DUE_HOURS after acceptance and whose pick-up is at least
   * 6 hours away: flagged to staff, never cancelled by the machine (docs/decisions.md, Payments).
   */
  async overdueAdvances(em: EntityManager, now: Date): Promise<Booking[]> {
    const at = { sql: sqlNow({ now: () => now }), city: sqlCityNow({ now: () => now }) };
    const rows = await em.getConnection().execute<{ id: string }[]>(
      `select b.id from bookings b
        where b.status = 'Accepted' and b.accepted_at <= ${at.sql} - (? * interval '1 hour')
          and lower(b.period) >= ${at.city} + interval '6 hours'
          and b.advance > (select coalesce(sum(case when l.kind = 'PAYMENT' then l.amount else -l.amount end), 0)
                             from ledger_entries l where l.booking_id = b.id and l.kind in ('PAYMENT', 'REFUND'))
        order by lower(b.period) limit 200`,
      [this.settings.advanceDueHours],
    );
    return rows.length ? em.find(Booking, { id: rows.map((r) => r.id) }, { populate: ['car'], orderBy: { pickupDate: 'asc' } }) : [];
  }

  private dueFor(booking: Booking, purpose: PaymentPurpose): number {
    if (purpose === PaymentPurpose.ADVANCE) {
      if (booking.status !== BookingStatus.Accepted) throw new ConflictError('The advance is due once our staff accept the booking.');
    } else if (purpose === PaymentPurpose.BALANCE) {
      const back = booking.status === BookingStatus.Accepted && booking.tripStage === TripStage.RETURNED;
      if (booking.status !== BookingStatus.Completed && !back) throw new ConflictError('The balance is due after the trip.');
    } else {
      throw new BadInputError('Purpose must be ADVANCE or BALANCE.');
    }
    if (booking.due <= 0) throw new ConflictError('Nothing is due for this booking.');
    return booking.due;
  }

  private async ownBooking(em: EntityManager, userId: string, bookingId: string, lock = false): Promise<Booking> {
    const booking = isUuid(bookingId)
      ? await em.findOne(Booking, { id: bookingId }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {})
      : null;
    // Someone else's booking is not found, as an unknown one: nothing tells a stranger it exists.
    if (!booking || booking.user.id !== userId) throw new NotFoundError('Booking not found.');
    return booking;
  }

  /** The booking under its lock, read afresh: its ledger sums as this transaction sees them. */
  private lockedBooking(tx: EntityManager, bookingId: string): Promise<Booking> {
    if (!isUuid(bookingId)) throw new NotFoundError('Booking not found.');
    return tx.findOneOrFail(
      Booking,
      { id: bookingId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, failHandler: () => new NotFoundError('Booking not found.') },
    );
  }

  /** A movement that must be written: a row already in the book under its reference refuses the whole step (409). */
  private async appendOrFail(tx: EntityManager, row: LedgerRow): Promise<string> {
    const id = await appendToLedger(tx, row);
    if (!id) throw new ConflictError('This reference has already been recorded for a payment.');
    for (const listener of this.moneyRecorded) await listener(tx, { ...row, id });
    return id;
  }

  /**
   * A due paid one way closes the other open ways (finding 6): a Razorpay order for more than is still due is
   * WITHDRAWN, so it is never offered again; a capture that still arrives for it is refunded (`captured`).
   */
  private async closeOtherWays(tx: EntityManager, bookingId: string, stillDue: number): Promise<void> {
    const open = await tx.find(Payment, { booking: bookingId, method: PaymentMethod.RAZORPAY, status: PaymentStatus.DUE });
    for (const order of open.filter((o) => o.amount > stillDue))
      Object.assign(order, { status: PaymentStatus.WITHDRAWN, note: 'Closed: the due was paid another way.' });
  }

  /** A mail to the operator about money that needs a person's eyes. */
  private flagToStaff(tx: EntityManager, booking: Booking, subject: string, lines: string[]): void {
    if (!this.operatorEmail) return;
    this.outbox.enqueue(tx, MAIL, { to: this.operatorEmail, subject, text: [...lines, '', `Booking ${booking.id}`].join('\n') });
  }

  async staff(em: EntityManager, adminId: string): Promise<string> {
    const admin = isUuid(adminId) ? await em.findOne(Admin, { id: adminId }) : null;
    return admin ? `staff ${admin.email}` : `staff ${adminId}`;
  }

  /** Tells the customer in the caller's transaction: a mail through the outbox and a notification (the bell, and /bookings refreshes). */
  async tell(tx: EntityManager, bookingId: string, mail: LocalizedMail): Promise<Notification> {
    const { subject, text } = mail.en;
    // The mail in every language; the customer's is picked when it is sent (issue 24). The notification stays English.
    this.outbox.enqueue(tx, PAYMENT_MAIL, { bookingId, subject, text, hi: mail.hi });
    const booking = await findById(tx, Booking, bookingId, 'Booking not found.', { populate: ['car'] });
    return this.notifications.add(
      tx,
      booking,
      `${subject} for your ${booking.car.name} booking on ${booking.pickupDate}: ${text.split('\n')[0]}`,
    );
  }

  /** After commit: mail goes out, staff screens and the customer's bell hear of it. */
  private changed(bookingId: string, note: Notification | null = null): void {
    this.outbox.wake();
    this.pubsub.publish('BOOKING_CHANGED', { bookingId, kind: 'updated' });
    if (note) this.notifications.announce(note);
  }
}

/** A payment mail to the booking's customer, addressed when sent (the account's e-mail then). */
export const PAYMENT_MAIL = 'payment-mail';
