import { Entity, Enum, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeResolver } from 'graphql-scalars';
import { BaseRecord } from '../common/base.entity.js';
import { Booking } from '../bookings/booking.entity.js';
import { FIELD_DESCRIPTIONS } from '../common/descriptions.js';

export enum PaymentPurpose {
  ADVANCE = 'ADVANCE',
  BALANCE = 'BALANCE',
  REFUND = 'REFUND',
}
export enum PaymentMethod {
  UPI = 'UPI',
  RAZORPAY = 'RAZORPAY',
  CASH = 'CASH',
  CARD = 'CARD',
}
export enum PaymentStatus {
  DUE = 'DUE',
  CLAIMED = 'CLAIMED',
  CONFIRMED = 'CONFIRMED',
  FAILED = 'FAILED',
  REFUND_DUE = 'REFUND_DUE',
  REFUNDED = 'REFUNDED',
  WITHDRAWN = 'WITHDRAWN',
}
registerEnumType(PaymentPurpose, {
  name: 'PaymentPurpose',
  description: 'ADVANCE (due when staff accept), BALANCE (the rest, after the trip) or REFUND',
});
registerEnumType(PaymentMethod, {
  name: 'PaymentMethod',
  description: 'How the money moved: UPI to our VPA, Razorpay Checkout, cash or card at the counter',
});
registerEnumType(PaymentStatus, {
  name: 'PaymentStatus',
  description:
    'DUE (requested), CLAIMED (a UTR given, staff to confirm), CONFIRMED (in the ledger), FAILED, REFUND_DUE (to pay back), REFUNDED, WITHDRAWN (a refund no longer owed, or an order closed because the due was paid another way)',
});

/**
 * One payment or refund as customers and staff follow it: requested (DUE), claimed with a UTR (CLAIMED), confirmed
 * or rejected by staff or Razorpay (CONFIRMED, FAILED), or a refund to make (REFUND_DUE, REFUNDED). The money itself
 * is recorded in the ledger when a payment is confirmed or a refund made (ledger.entity.ts).
 */
@ObjectType({ description: 'A payment or refund of a booking, in whole rupees' })
@Entity({ tableName: 'payments' })
export class Payment extends BaseRecord {
  @ManyToOne(() => Booking, { deleteRule: 'cascade' })
  booking!: Booking;

  @Field(() => PaymentPurpose, { description: 'What the money is for' })
  @Enum({ items: () => PaymentPurpose })
  purpose!: PaymentPurpose;

  @Field(() => PaymentMethod, { description: 'How it is paid (or refunded)' })
  @Enum({ items: () => PaymentMethod })
  method!: PaymentMethod;

  @Field(() => Int, { description: 'Whole rupees' })
  @Property({ type: 'integer' })
  amount!: number;

  @Field(() => PaymentStatus, { description: 'Where it stands' })
  @Enum({ items: () => PaymentStatus })
  status!: PaymentStatus;

  @Field(() => String, {
    nullable: true,
    description: 'The UTR of a UPI payment, the Razorpay payment id, or the reference staff recorded',
  })
  @Property({ type: 'text', nullable: true })
  reference?: string | null = null;

  @Field(() => String, { nullable: true, description: 'The Razorpay order, for payments made through Checkout' })
  @Property({ type: 'text', nullable: true })
  razorpayOrderId?: string | null = null;

  @Property({ type: 'text', nullable: true })
  razorpayPaymentId?: string | null = null;

  @Property({ type: 'text', nullable: true })
  razorpayRefundId?: string | null = null;

  /** A refund's source: the ledger row (PAYMENT or DEDUCTION) it gives back; a refund never exceeds what that row has left. */
  @Property({ type: 'uuid', nullable: true })
  refundsEntryId?: string | null = null;

  @Field(() => String, { nullable: true, description: "Staff's note (why a claim was rejected, how a refund was made)" })
  @Property({ type: 'text', nullable: true })
  note?: string | null = null;

  @Property({ type: 'text', nullable: true })
  recordedBy?: string | null = null;

  @Field(() => DateTimeResolver, { description: FIELD_DESCRIPTIONS.updatedAt })
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
