import { ArgsType, Field, ID, Int, ObjectType } from 'type-graphql';
import { PageArgs, PageOf } from '../common/paging.js';
import { Payment, PaymentStatus } from './payment.entity.js';
import { LedgerEntry, LedgerMethod } from './ledger.entity.js';
import { PAGE_DESCRIPTIONS } from '../common/descriptions.js';

@ObjectType({
  description: 'What to pay now for a booking, and how: a UPI link (and QR code), a Razorpay order, or neither (pay at the counter)',
})
export class PaymentRequest {
  @Field(() => ID, { nullable: true, description: 'The Razorpay payment row, when an order was made' })
  paymentId!: string | null;

  @Field(() => Int, { description: 'Whole rupees due now, computed on the server' })
  amount!: number;

  @Field(() => String, { nullable: true, description: 'upi://pay?… for any UPI app; null when UPI_VPA is not set' })
  upiUri!: string | null;

  @Field(() => String, { nullable: true, description: 'The Razorpay order to open in Checkout; null without Razorpay' })
  razorpayOrderId!: string | null;

  @Field(() => String, { nullable: true, description: 'The Razorpay key id Checkout needs (public)' })
  razorpayKeyId!: string | null;
}

@ObjectType({ description: 'How customers can pay on this site' })
export class PaymentOptions {
  @Field(() => Boolean, { description: 'A QR code and UPI link for each payment due (UPI_VPA is set)' })
  upi!: boolean;

  @Field(() => Boolean, { description: 'Cards, net banking and UPI through Razorpay Checkout' })
  razorpay!: boolean;

  @Field(() => String, { nullable: true, description: 'The public key id Checkout needs' })
  razorpayKeyId!: string | null;
}

@ArgsType()
export class PaymentsArgs extends PageArgs {
  @Field(() => PaymentStatus, { nullable: true, description: 'Only payments in this state' })
  status?: PaymentStatus | null;

  @Field(() => String, { nullable: true, description: 'A UTR or reference (part of it), or a booking or payment id' })
  search?: string | null;
}

@ObjectType({ description: 'A page of payments, open claims and refunds first' })
export class PaymentPage extends PageOf(Payment) {}

@ArgsType()
export class LedgerArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd (city day), default 29 days before To' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd (city day), default today' })
  to?: string | null;

  @Field(() => LedgerMethod, { nullable: true, description: 'Only movements of this method' })
  method?: LedgerMethod | null;
}

@ObjectType({ description: 'A page of the ledger, newest first' })
export class LedgerPage extends PageOf(LedgerEntry) {}

@ObjectType({ description: 'Money received and refunded on one city day by one method' })
export class DayTotal {
  @Field(() => String, { description: 'yyyy-MM-dd' })
  day!: string;

  @Field(() => LedgerMethod, { description: 'How it moved' })
  method!: LedgerMethod;

  @Field(() => Int, { description: 'Whole rupees received' })
  received!: number;

  @Field(() => Int, { description: 'Whole rupees refunded' })
  refunded!: number;
}
