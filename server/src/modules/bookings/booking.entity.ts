import { Entity, Enum, Formula, Index, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { DateTimeResolver } from 'graphql-scalars';
import { BaseRecord } from '../common/base.entity.js';
import { BookFor, BookingStatus, TripStage } from '../common/enums.js';
import type { Bill } from '../common/bill.types.js';
import { Car } from '../cars/car.entity.js';
import { User } from '../users/user.entity.js';
import { WallTimeType } from './wall-time.type.js';
import { amountDue } from './booking-money.js';
import { FIELD_DESCRIPTIONS } from '../common/descriptions.js';

// Sums of the booking's ledger rows (modules/payments): what moved, never a stored figure that could drift.
const ledgerSum = (kinds: string) => (table: { alias: string }) =>
  `(select coalesce(sum(l.amount), 0)::int from ledger_entries l where l.booking_id = ${table.alias}.id and l.kind in (${kinds}))`;

/**
 * A booking made from the Book Now modal. Dates are local to the service city (yyyy-MM-dd, HH:mm).
 * The database refuses two Accepted bookings of one car whose periods overlap (exclusion constraint).
 */
@ObjectType({ description: 'A booking of a car for a period (city wall clock); Pending until staff decide' })
@Entity({ tableName: 'bookings' })
@Index({ properties: ['status'] })
@Index({ properties: ['user', 'pickupDate'] })
export class Booking extends BaseRecord {
  @Field(() => Car, { description: 'The booked car' })
  @ManyToOne(() => Car, { deleteRule: 'cascade' })
  car!: Car;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Field(() => String, { description: 'The name given for the booking' })
  @Property({ type: 'string', length: 120 })
  name!: string;

  @Field(() => String, { description: 'The phone given for the booking, digits with the country code (91…)' })
  @Property({ type: 'string', length: 20 })
  phone!: string;

  @Field(() => String, { description: "The driver's licence number" })
  @Property({ type: 'string', length: 60 })
  license!: string;

  @Field(() => String, { description: 'yyyy-MM-dd' })
  @Property({ type: 'date' })
  pickupDate!: string;

  @Field(() => String, { description: 'HH:mm' })
  @Property({ type: WallTimeType })
  pickupTime!: string;

  @Field(() => String, { description: 'yyyy-MM-dd' })
  @Property({ type: 'date' })
  dropDate!: string;

  @Field(() => String, { description: 'HH:mm' })
  @Property({ type: WallTimeType })
  dropTime!: string;

  @Field(() => BookFor, { description: 'The duration chosen' })
  @Enum({ items: () => BookFor, default: BookFor.TwelveHours })
  bookFor: BookFor & Opt = BookFor.TwelveHours;

  @Field(() => BookingStatus, { description: 'Pending, Accepted, Rejected, Canceled or Completed' })
  @Enum({ items: () => BookingStatus, default: BookingStatus.Pending })
  status: BookingStatus & Opt = BookingStatus.Pending;

  @Field(() => String, { nullable: true, description: "Staff's remarks, if any" })
  @Property({ type: 'text', nullable: true })
  adminRemarks?: string | null = null;

  @Field(() => String, { nullable: true, description: "The customer's reason, once Canceled" })
  @Property({ type: 'text', nullable: true })
  cancelReason?: string | null = null;

  @Field(() => Int, { description: 'Whole rupees quoted when it was made (a move re-quotes it); never changed by a later price change' })
  @Property({ type: 'integer' })
  amount!: number;

  @Field(() => Int, { description: "Whole rupees paid when staff accept: the first day's rent, or the amount if smaller" })
  @Property({ type: 'integer' })
  advance!: number;

  @Field(() => Int, { nullable: true, description: 'Rupees the cancellation policy charged; null unless Canceled' })
  @Property({ type: 'integer', nullable: true })
  cancellationCharge?: number | null = null;

  @Field(() => Int, { nullable: true, description: 'Rupees refunded on cancellation; null unless Canceled' })
  @Property({ type: 'integer', nullable: true })
  refundAmount?: number | null = null;

  @Field(() => Int, { description: 'Whole rupees of doorstep delivery included in the amount (DELIVERY_FEE per leg)' })
  @Property({ type: 'integer', default: 0 })
  deliveryFee: number & Opt = 0;

  @Field(() => String, { nullable: true, description: 'Doorstep delivery at pick-up: the address (null: self pick-up)' })
  @Property({ type: 'string', length: 300, nullable: true })
  pickupAddress?: string | null = null;

  @Field(() => Float, { nullable: true, description: "The pick-up address's pin, if the customer dropped one" })
  @Property({ type: 'double', nullable: true })
  pickupLat?: number | null = null;

  @Field(() => Float, { nullable: true, description: "The pick-up address's pin, if the customer dropped one" })
  @Property({ type: 'double', nullable: true })
  pickupLng?: number | null = null;

  @Field(() => String, { nullable: true, description: 'A landmark near the pick-up address, if the customer gave one' })
  @Property({ type: 'string', length: 120, nullable: true })
  pickupLandmark?: string | null = null;

  @Field(() => Boolean, { description: 'The pick-up address named no known locality: staff confirm the area (taken on its landmark)' })
  @Property({ type: 'boolean', default: false })
  pickupAreaToConfirm: boolean & Opt = false;

  @Field(() => String, { nullable: true, description: 'Collection at return: the address (null: returned to us)' })
  @Property({ type: 'string', length: 300, nullable: true })
  returnAddress?: string | null = null;

  @Field(() => Float, { nullable: true, description: "The return address's pin, if the customer dropped one" })
  @Property({ type: 'double', nullable: true })
  returnLat?: number | null = null;

  @Field(() => Float, { nullable: true, description: "The return address's pin, if the customer dropped one" })
  @Property({ type: 'double', nullable: true })
  returnLng?: number | null = null;

  @Field(() => String, { nullable: true, description: 'A landmark near the return address, if the customer gave one' })
  @Property({ type: 'string', length: 120, nullable: true })
  returnLandmark?: string | null = null;

  @Field(() => Boolean, { description: 'The return address named no known locality: staff confirm the area (taken on its landmark)' })
  @Property({ type: 'boolean', default: false })
  returnAreaToConfirm: boolean & Opt = false;

  /** Minutes the car needs after this rental's drop-off before its next pick-up, fixed when it was made (issue 22). */
  @Property({ type: 'integer', default: 60 })
  turnaroundMinutes: number & Opt = 60;

  @Field(() => DateTimeResolver, { description: FIELD_DESCRIPTIONS.updatedAt })
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  @Field(() => DateTimeResolver, { nullable: true, description: 'When staff last accepted it; the advance falls due then' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  acceptedAt?: Date | null = null;

  @Field(() => Int, { description: 'Whole rupees received for this booking (its ledger payments, and deductions from the deposit)' })
  @Formula(ledgerSum("'PAYMENT', 'DEDUCTION'"), { type: 'integer' })
  paid: number & Opt = 0;

  @Field(() => Int, { description: 'Whole rupees refunded for this booking (its ledger refunds)' })
  @Formula(ledgerSum("'REFUND'"), { type: 'integer' })
  refunded: number & Opt = 0;

  /** The trip beside the status (GraphQL's Booking.tripStage is resolved in modules/trips). */
  @Formula(
    (t) =>
      `coalesce((select case when tr.settled_at is not null then 'SETTLED' when tr.returned_at is not null then 'RETURNED' else 'ON_TRIP' end
        from trips tr where tr.booking_id = ${t.alias}.id), 'NOT_STARTED')`,
    { type: 'string' },
  )
  tripStage: TripStage & Opt = TripStage.NOT_STARTED;

  /**
   * The overdue trip of the same car that puts this booking at risk (the trips module's overdue watch flags it; the
   * flag lasts while that car is still out). GraphQL's Booking.atRisk is resolved in modules/trips, for staff.
   */
  @Formula(
    (t) =>
      `(select ta.late_booking_id from trip_alerts ta join trips tr on tr.booking_id = ta.late_booking_id
         where ta.booking_id = ${t.alias}.id and ta.kind = 'AT_RISK' and tr.returned_at is null limit 1)`,
    { type: 'uuid' },
  )
  atRiskOf?: string | null = null;

  // Read as text: MikroORM 6 takes a json-typed formula for a column when the booking is joined (payments' list).
  @Formula((t) => `(select tr.bill::text from trips tr where tr.booking_id = ${t.alias}.id)`, { type: 'text' })
  tripBillText?: string | null = null;

  /** The trip's bill once the car is back (modules/trips; GraphQL's Booking.bill is resolved there). */
  get tripBill(): Opt<Bill> | null {
    return this.tripBillText ? (JSON.parse(this.tripBillText) as Bill) : null;
  }

  @Field(() => Int, {
    description:
      'Whole rupees the customer owes now: the advance once Accepted, the rent once Completed, less what was paid net of refunds',
  })
  get due(): number & Opt {
    return amountDue(this);
  }
}
