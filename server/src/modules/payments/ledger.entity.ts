import { Entity, Enum, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseRecord } from '../common/base.entity.js';

export enum LedgerKind {
  PAYMENT = 'PAYMENT', REFUND = 'REFUND', DEPOSIT_HELD = 'DEPOSIT_HELD', DEPOSIT_RELEASED = 'DEPOSIT_RELEASED', DEDUCTION = 'DEDUCTION',
}
/** How the money moved; DEPOSIT for movements within the security deposit. */
export enum LedgerMethod { UPI = 'UPI', RAZORPAY = 'RAZORPAY', CASH = 'CASH', CARD = 'CARD', DEPOSIT = 'DEPOSIT' }
registerEnumType(LedgerKind, { name: 'LedgerKind' });
registerEnumType(LedgerMethod, { name: 'LedgerMethod' });

/**
 * One movement of money, for the accountant. Written once and never changed: the database refuses UPDATE and
 * DELETE (migration 20261125130000), so a correction is a new row. No foreign keys: the book outlives the booking.
 */
@ObjectType({ description: 'One movement of money in the append-only ledger, in whole rupees' })
@Entity({ tableName: 'ledger_entries' })
export class LedgerEntry extends BaseRecord {
  @Field(() => ID)
  @Property({ type: 'uuid' })
  bookingId!: string;

  @Field(() => ID, { nullable: true })
  @Property({ type: 'uuid', nullable: true })
  paymentId?: string | null = null;

  @Field(() => LedgerKind)
  @Enum({ items: () => LedgerKind })
  kind!: LedgerKind;

  @Field(() => LedgerMethod)
  @Enum({ items: () => LedgerMethod })
  method!: LedgerMethod;

  @Field(() => Int)
  @Property({ type: 'integer' })
  amount!: number;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  reference?: string | null = null;

  @Field(() => String, { description: 'Who recorded it: a staff e-mail, "customer" or "razorpay"' })
  @Property({ type: 'text' })
  recordedBy!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  note?: string | null = null;
}
