import { wrap } from '@mikro-orm/core';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { viewerOf } from '../common/access.js';
import { Booking } from '../bookings/booking.entity.js';
import { Role } from '../common/enums.js';
import { cityNow } from '../common/city-time.js';
import { pageOf, readPage } from '../common/paging.js';
import { Payment, PaymentMethod, PaymentPurpose } from './payment.entity.js';
import { DayTotal, LedgerArgs, LedgerPage, PaymentOptions, PaymentPage, PaymentRequest, PaymentsArgs } from './payment.types.js';
import { dayTotals, ledgerPage, rangeOf } from './ledger.js';
import { parseInput } from '../common/parse-input.js';
import * as S from './payment.schemas.js';

@Resolver(() => Booking)
export class BookingPaymentsResolver {
  @FieldResolver(() => [Payment], { description: "The booking's payments and refunds, oldest first" })
  async payments(@Root() booking: Booking, @Ctx() { em, services }: AppContext): Promise<Payment[]> {
    return services.payments.listFor(em, booking.id);
  }
}

@Resolver(() => Payment)
export class PaymentResolver {
  @FieldResolver(() => ID, { description: 'The booking it belongs to' })
  bookingId(@Root() payment: Payment): string {
    return payment.booking.id;
  }

  @FieldResolver(() => String, { description: "The booking's customer, as named on the booking (staff read it, not an id)" })
  async customer(@Root() payment: Payment, @Ctx() { em }: AppContext): Promise<string> {
    // The staff list loads the bookings with the page; elsewhere the booking is loaded once here.
    if (!wrap(payment.booking).isInitialized()) await em.populate(payment, ['booking']);
    return payment.booking.name;
  }

  @Query(() => PaymentOptions, { description: 'How customers can pay on this site (public)' })
  paymentOptions(@Ctx() { services }: AppContext): PaymentOptions {
    return services.payments.options();
  }

  @Authorized(Role.Customer)
  @Mutation(() => PaymentRequest, {
    description:
      'What to pay now for your own booking (ADVANCE once accepted, BALANCE after the trip), with a UPI link and a Razorpay order when those are set up',
  })
  async paymentRequest(
    @Arg('bookingId', () => ID, { description: 'The booking' }) bookingId: string,
    @Arg('purpose', () => PaymentPurpose, { description: 'ADVANCE or BALANCE' }) purpose: PaymentPurpose,
    @Ctx() ctx: AppContext,
  ): Promise<PaymentRequest> {
    return ctx.services.payments.request(ctx.em, viewerOf(ctx).id, bookingId, purpose);
  }

  @Authorized(Role.Customer)
  @Mutation(() => Payment, {
    description: 'You paid by UPI: the 12-digit UTR makes a claim that staff confirm against their bank statement',
  })
  async claimUpiPayment(
    @Arg('bookingId', () => ID, { description: 'The booking' }) bookingId: string,
    @Arg('purpose', () => PaymentPurpose, { description: 'ADVANCE or BALANCE' }) purpose: PaymentPurpose,
    @Arg('utr', () => String, { description: 'The 12-digit UTR your UPI app shows' }) utr: string,
    @Ctx() ctx: AppContext,
  ): Promise<Payment> {
    const claim = parseInput(S.claimUpi, { purpose, utr });
    return ctx.services.payments.claimUpi(ctx.em, viewerOf(ctx).id, bookingId, purpose, claim.utr);
  }

  @Authorized(Role.Customer)
  @Mutation(() => Payment, {
    description: "Razorpay Checkout's answer: the order, the payment and its signature (HMAC of order_id|payment_id)",
  })
  async verifyRazorpayPayment(
    @Arg('orderId', () => String, { description: 'razorpay_order_id' }) orderId: string,
    @Arg('paymentId', () => String, { description: 'razorpay_payment_id' }) paymentId: string,
    @Arg('signature', () => String, { description: 'razorpay_signature' }) signature: string,
    @Ctx() ctx: AppContext,
  ): Promise<Payment> {
    return ctx.services.payments.verifyRazorpay(ctx.em, viewerOf(ctx).id, orderId, paymentId, signature);
  }

  @Authorized(Role.Admin)
  @Mutation(() => Payment, {
    description: 'Confirm a UPI claim against the bank statement (it enters the ledger), or reject it with a note',
  })
  async confirmPayment(
    @Arg('paymentId', () => ID, { description: 'The payment (or refund)' }) paymentId: string,
    @Arg('accepted', () => Boolean, { description: 'true: found on the bank statement' }) accepted: boolean,
    @Arg('note', () => String, { nullable: true, description: 'Why (required to reject); the customer reads it' }) note: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<Payment> {
    return ctx.services.payments.confirm(ctx.em, viewerOf(ctx).id, paymentId, parseInput(S.confirmPayment, { accepted, note }));
  }

  @Authorized(Role.Admin)
  @Mutation(() => Payment, { description: 'Record money taken at the counter: CASH, CARD or UPI, at most what is due' })
  async recordPayment(
    @Arg('bookingId', () => ID, { description: 'The booking' }) bookingId: string,
    @Arg('purpose', () => PaymentPurpose, { description: 'ADVANCE or BALANCE' }) purpose: PaymentPurpose,
    @Arg('method', () => PaymentMethod, { description: 'CASH, CARD or UPI' }) method: PaymentMethod,
    @Arg('amount', () => Int, { description: 'Whole rupees, at most what is due' }) amount: number,
    @Arg('reference', () => String, { nullable: true, description: 'UTR (UPI), slip (card); optional for cash (a receipt number is made)' })
    reference: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<Payment> {
    const taken = parseInput(S.recordPayment, { purpose, method, amount, reference });
    return ctx.services.payments.record(ctx.em, viewerOf(ctx).id, bookingId, purpose, method, taken.amount, taken.reference ?? null);
  }

  @Authorized(Role.Admin)
  @Mutation(() => Payment, { description: 'Close a refund task once the money is paid back (UPI, cash or card), with its reference' })
  async closeRefund(
    @Arg('paymentId', () => ID, { description: 'The payment (or refund)' }) paymentId: string,
    @Arg('reference', () => String, { description: "The refund's UTR, slip or receipt number" }) reference: string,
    @Arg('note', () => String, { nullable: true, description: 'Why (required to reject); the customer reads it' }) note: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<Payment> {
    return ctx.services.payments.closeRefund(ctx.em, viewerOf(ctx).id, paymentId, parseInput(S.closeRefund, { reference, note }));
  }

  @Authorized(Role.Admin)
  @Query(() => PaymentPage, { description: 'Payments and refunds, open claims and refunds first; search by UTR, reference or booking' })
  async payments(@Args(() => PaymentsArgs) args: PaymentsArgs, @Ctx() { em, services }: AppContext): Promise<PaymentPage> {
    const page = readPage(args);
    return pageOf(await services.payments.search(em, args, page), page);
  }

  @Authorized(Role.Admin)
  @Query(() => LedgerPage, { description: 'The append-only ledger for a range of city days, newest first' })
  async ledger(@Args(() => LedgerArgs) args: LedgerArgs, @Ctx() { em }: AppContext): Promise<LedgerPage> {
    const page = readPage(args);
    const filter = parseInput(S.ledgerFilter, { from: args.from, to: args.to, method: args.method });
    return pageOf(await ledgerPage(em, rangeOf(filter, cityNow().date), filter.method ?? null, page), page);
  }

  @Authorized(Role.Admin)
  @Query(() => [DayTotal], { description: 'Money received and refunded per city day and method' })
  async paymentTotals(
    @Arg('from', () => String, { nullable: true, description: 'yyyy-MM-dd (city day), default 29 days before to' }) from: string | null,
    @Arg('to', () => String, { nullable: true, description: 'yyyy-MM-dd (city day), default today' }) to: string | null,
    @Ctx() { em }: AppContext,
  ): Promise<DayTotal[]> {
    return dayTotals(em, rangeOf(parseInput(S.ledgerRange, { from, to }), cityNow().date));
  }

  @Authorized(Role.Admin)
  @Query(() => [Booking], {
    description: 'Accepted bookings whose advance is unpaid ADVANCE_DUE_HOURS after acceptance, at least 6 hours before pick-up',
  })
  async overdueAdvances(@Ctx() { em, services }: AppContext): Promise<Booking[]> {
    return services.payments.overdueAdvances(em, services.clock.now());
  }
}
