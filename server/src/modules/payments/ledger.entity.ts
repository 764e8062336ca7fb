import { Entity, Enum, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseRecord } from '../common/base.entity.js';

export enum LedgerKind {
  PAYMENT = 'PAYMENT',
  REFUND = 'REFUND',
  DEPOSIT_HELD = 'DEPOSIT_HELD',
  DEPOSIT_RELEASED = 'DEPOSIT_RELEASED',
  DEDUCTION = 'DEDUCTION',
}
/** How the money moved; DEPOSIT for movements within the security deposit. */
export enum LedgerMethod {
  UPI = 'UPI',
  RAZORPAY = 'RAZORPAY',
  CASH = 'CASH',
  CARD = 'CARD',
  DEPOSIT = 'DEPOSIT',
}
registerEnumType(LedgerKind, { name: 'LedgerKind', description: 'A payment in, a refund out, or a movement of the security deposit' });
registerEnumType(LedgerMethod, { name: 'LedgerMethod', description: 'How the money moved; DEPOSIT within the security deposit' });

/**
 * One movement of money, for the accountant. Written once and never changed: the database refuses UPDATE and
 * DELETE (migration 20261125130000), so a correction is a new row. No foreign keys: the book outlives the booking.
 */
@ObjectType({ description: 'One movement of money in the append-only ledger, in whole rupees' })
@Entity({ tableName: 'ledger_entries' })
export class LedgerEntry extends BaseRecord {
  @Field(() => ID, { description: 'The booking it belongs to (kept after the booking is deleted)' })
  @Property({ type: 'uuid' })
  bookingId!: string;

  @Field(() => ID, { nullable: true, description: 'The payment or refund that moved it' })
  @Property({ type: 'uuid', nullable: true })
  paymentId?: string | null = null;

  @Field(() => LedgerKind, { description: 'What moved' })
  @Enum({ items: () => LedgerKind })
  kind!: LedgerKind;

  @Field(() => LedgerMethod, { description: 'How it moved' })
  @Enum({ items: () => LedgerMethod })
  method!: LedgerMethod;

  @Field(() => Int, { description: 'Whole rupees, always positive (the kind gives the direction)' })
  @Property({ type: 'integer' })
  amount!: number;

  @Field(() => String, {
    nullable: true,
    description: 'UTR, Razorpay payment or refund id, slip or receipt number: unique per kind and method',
  })
  @Property({ type: 'text', nullable: true })
  reference?: string | null = null;

  @Field(() => String, { description: 'Who recorded it: a staff e-mail, "customer" or "razorpay"' })
  @Property({ type: 'text' })
  recordedBy!: string;

  @Field(() => String, { nullable: true, description: "Staff's note" })
  @Property({ type: 'text', nullable: true })
  note?: string | null = null;
}
