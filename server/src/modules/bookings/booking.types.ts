import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Booking } from './booking.entity.js';
import { BookFor, BookingStatus, QuoteLineKind } from '../common/enums.js';
import { PageArgs, PageOf } from '../common/paging.js';
import { PAGE_DESCRIPTIONS } from '../common/descriptions.js';

@InputType({ description: 'A point on the map, in degrees' })
export class PinInput {
  @Field(() => Float, { description: 'Latitude, degrees north' }) lat!: number;
  @Field(() => Float, { description: 'Longitude, degrees east' }) lng!: number;
}

@InputType({ description: 'Doorstep delivery: an address for pick-up, for return, or both (in the service area)' })
export class DeliveryInput {
  @Field(() => String, { nullable: true, description: 'Deliver the car here at pick-up: an Indore address naming its locality' })
  pickupAddress?: string | null;
  @Field(() => String, { nullable: true, description: 'Collect the car here at return' }) returnAddress?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'A landmark near the pick-up address: with it, an address naming no known locality is taken for staff to confirm',
  })
  pickupLandmark?: string | null;
  @Field(() => String, { nullable: true, description: 'A landmark near the return address' }) returnLandmark?: string | null;
  @Field(() => PinInput, { nullable: true, description: 'Refines the pick-up address; decides the service area when given' })
  pickupPin?: PinInput | null;
  @Field(() => PinInput, { nullable: true, description: 'Refines the return address' }) returnPin?: PinInput | null;
}

/** The Book Now modal. Shapes only: BookingService checks the rules. */
@InputType({ description: 'The Book Now form' })
export class CreateBookingInput {
  @Field(() => ID, { description: 'The car to book' }) carId!: string;
  @Field(() => String, { description: "The driver's name" }) name!: string;
  @Field(() => String, { description: 'Any format; stored as digits, 91 prefixed to a 10-digit number' }) phone!: string;
  @Field(() => String, { description: "The driver's licence number" }) license!: string;
  @Field(() => String, { description: 'yyyy-MM-dd, not in the past (city time)' }) pickupDate!: string;
  @Field(() => String, { description: 'HH:mm' }) pickupTime!: string;
  @Field(() => String, { description: 'yyyy-MM-dd' }) dropDate!: string;
  @Field(() => String, { description: 'HH:mm, after the pick-up' }) dropTime!: string;
  @Field(() => BookFor, { nullable: true, description: 'Default 12 Hours' }) bookFor?: BookFor | null;
  @Field(() => DeliveryInput, { nullable: true, description: 'Doorstep delivery legs (none: self pick-up and return)' })
  delivery?: DeliveryInput | null;
}

@ArgsType()
export class BookingsArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Part of the name, phone or licence' }) search?: string | null;
  @Field(() => String, { nullable: true, description: 'Created on this city day, yyyy-MM-dd' }) createdOn?: string | null;
  @Field(() => BookingStatus, { nullable: true, description: 'Only bookings in this status' }) status?: BookingStatus | null;
}

@ObjectType({ description: 'One page of bookings, newest first' })
export class BookingPage extends PageOf(Booking, { total: 'Bookings matching the filters' }) {
  @Field(() => Int, { description: 'Pending bookings in all (the admin alarm rings when it rises)' }) pendingCount!: number;
}

@ObjectType({ description: 'A booking was created or changed state' })
export class BookingChange {
  @Field(() => String, { description: 'created or updated' }) kind!: string;
  @Field(() => ID, { description: 'The booking that changed' }) bookingId!: string;
  @Field(() => Booking, { nullable: true, description: 'As it is now; null if it was deleted since' }) booking!: Booking | null;
  @Field(() => Int, { description: 'Pending bookings in all, now' }) pendingCount!: number;
}

@ObjectType({ description: "A car's Accepted booking as a busy period, with no personal data" })
export class BusyPeriod {
  @Field(() => String, { description: 'yyyy-MM-dd' }) pickupDate!: string;
  @Field(() => String, { description: 'HH:mm' }) pickupTime!: string;
  @Field(() => String, { description: 'yyyy-MM-dd' }) dropDate!: string;
  @Field(() => String, { description: 'HH:mm' }) dropTime!: string;
}

@InputType({ description: "A period of the city wall clock (a booking's new dates)" })
export class RescheduleInput {
  @Field(() => String, { description: 'yyyy-MM-dd' }) pickupDate!: string;
  @Field(() => String, { description: 'HH:mm' }) pickupTime!: string;
  @Field(() => String, { description: 'yyyy-MM-dd' }) dropDate!: string;
  @Field(() => String, { description: 'HH:mm, after the pick-up' }) dropTime!: string;
}

@InputType({ description: 'A car, a period (city wall clock) and a duration plan to price' })
export class QuoteInput extends RescheduleInput {
  @Field(() => ID, { description: 'The car to price' }) carId!: string;
  @Field(() => BookFor, { nullable: true, description: 'Default 12 Hours' }) bookFor?: BookFor | null;
  @Field(() => Boolean, { nullable: true, description: 'Price doorstep delivery at pick-up' }) deliveryPickup?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Price collection at return' }) deliveryReturn?: boolean | null;
}

@ObjectType({ description: 'One line of a quote: the rent, a price rule, a discount or a delivery leg' })
export class QuoteLine {
  @Field(() => String, { description: 'What it is in English, e.g. Weekend (2 days); a site words it from kind and its values' })
  label!: string;
  @Field(() => Int, { description: 'Whole rupees (negative for a discount)' }) amount!: number;
  @Field(() => QuoteLineKind, { description: 'What the line is' }) kind!: QuoteLineKind;
  @Field(() => Int, { nullable: true, description: 'RENT: the units; PRICE_RULE: the days the rule priced' }) count!: number | null;
  @Field(() => String, { nullable: true, description: "PRICE_RULE: the rule's name; OFFER: the car's offer as written" })
  name!: string | null;
  @Field(() => Int, { nullable: true, description: 'PLAN_DISCOUNT: percent off' }) percent!: number | null;
}

@ObjectType({ description: 'The price of a period in whole rupees, with its breakdown (README: the pricing rule)' })
export class QuoteResult {
  @Field(() => BookFor, { description: 'The plan asked for' }) bookFor!: BookFor;
  @Field(() => BookFor, { description: 'The plan the price follows: Daily when the period does not fit the plan asked for' })
  pricedAs!: BookFor;
  @Field(() => Float, { description: 'Length of the period in hours' }) hours!: number;
  @Field(() => Int, { description: 'Started units (half-days for 12 Hours, days otherwise)' }) units!: number;
  @Field(() => String, { description: "'12 hours' or 'day'" }) unit!: string;
  @Field(() => Int, { description: 'Rupees per unit' }) rate!: number;
  @Field(() => Int, { description: 'The rent: each unit at its day price under the price rules' }) subtotal!: number;
  @Field(() => Int, { description: 'The discount of the plan (weekly, monthly), in percent' }) discountPercent!: number;
  @Field(() => Int, { description: 'Rupees off the subtotal' }) discount!: number;
  @Field(() => Int, { description: "Rupees off the rent by the car's offer (its badge, e.g. 10% OFF); 0 when none applies" })
  offerDiscount!: number;
  @Field(() => Int, { description: 'Doorstep delivery legs × DELIVERY_FEE' }) deliveryFee!: number;
  @Field(() => Int, { description: 'Rupees to pay before tax (the booking amount)' }) total!: number;
  @Field(() => Int, { description: "GST on the total at the car's rate (CGST + SGST; 0 on a bill of supply)" }) gst!: number;
  @Field(() => Int, { description: 'What the customer pays for the booked period: total + gst' }) grandTotal!: number;
  @Field(() => Int, { description: "Due when staff accept: the first day's rent, or the total if smaller" }) advance!: number;
  @Field(() => [QuoteLine], { description: 'The breakdown: the lines add up to the total' }) lines!: QuoteLine[];
  @Field(() => Int, { description: 'The security deposit held at handover and released after the bill (SECURITY_DEPOSIT)' })
  deposit!: number;
  @Field(() => Int, { nullable: true, description: 'Km included in the period (KM_PER_DAY per started day); null: unlimited' })
  kmIncluded!: number | null;
  @Field(() => Int, { description: 'Rupees per eighth of a tank returned below the handover level' }) fuelChargePerEighth!: number;
  @Field(() => Int, { description: 'Minutes after the booked end before a late return is charged' }) lateGraceMinutes!: number;
  @Field(() => Int, { description: 'Rupees per started hour late after the grace, capped at a day per day late' })
  lateHourCharge!: number;
}

@ObjectType({ description: "A booking's whole price, tax included, and the trip's terms it is billed by (shown on the booking card)" })
export class WholePrice {
  @Field(() => Int, { description: 'Rupees before tax: the booking amount' }) total!: number;
  @Field(() => Int, { description: "GST on the amount at the car's rate (0 on a bill of supply)" }) gst!: number;
  @Field(() => Int, { description: 'amount + gst: what the booked period costs' }) grandTotal!: number;
  @Field(() => Int, { description: 'The advance due when staff accept' }) advance!: number;
  @Field(() => Int, { description: 'The security deposit held at handover (SECURITY_DEPOSIT)' }) deposit!: number;
  @Field(() => Int, { nullable: true, description: 'Km included in the period; null: unlimited' }) kmIncluded!: number | null;
  @Field(() => Int, { description: 'Rupees per eighth of a tank returned below the handover level' }) fuelChargePerEighth!: number;
  @Field(() => Int, { description: 'Minutes after the booked end before a late return is charged' }) lateGraceMinutes!: number;
  @Field(() => Int, { description: 'Rupees per started hour late after the grace' }) lateHourCharge!: number;
}

@ObjectType({ description: 'What cancelling a booking now would cost under the Cancellation & Refund policy' })
export class CancellationTermsResult {
  @Field(() => String, { description: 'unconfirmed, free, half, full or started' }) rule!: string;
  @Field(() => Int, { description: 'The advance paid (0 while Pending)' }) advance!: number;
  @Field(() => Int, { description: 'Rupees the cancellation policy would keep' }) charge!: number;
  @Field(() => Int, { description: 'Rupees that would be refunded' }) refund!: number;
  @Field(() => Float, { description: 'Hours left before the pick-up (negative after it)' }) hoursLeft!: number;
  @Field(() => String, { description: 'The charge as a sentence with rupee amounts' }) sentence!: string;
}
