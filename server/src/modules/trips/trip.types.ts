import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeResolver } from 'graphql-scalars';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Booking } from '../bookings/booking.entity.js';
import { PaymentMethod } from '../payments/payment.entity.js';

export enum TripFeeKind {
  OVERSPEEDING = 'OVERSPEEDING',
  SMOKING = 'SMOKING',
  KEY_NOT_RETURNED = 'KEY_NOT_RETURNED',
  MATS_CLEANING = 'MATS_CLEANING',
}
export enum TripChargeKind {
  TOLL = 'TOLL',
  FINE = 'FINE',
  DAMAGE = 'DAMAGE',
  OTHER = 'OTHER',
}
export enum SettleMethod {
  CASH = 'CASH',
  UPI = 'UPI',
  CARD = 'CARD',
  ONLINE = 'ONLINE',
}
registerEnumType(TripFeeKind, {
  name: 'TripFee',
  description: "SPEC's fees: over-speeding ₹1000, smoking ₹500, key not returned within 3 days ₹2000, mats cleaning ₹500",
});
registerEnumType(TripChargeKind, { name: 'TripChargeKind', description: 'TOLL and FINE (paid on your behalf, no GST), DAMAGE, OTHER' });
registerEnumType(SettleMethod, {
  name: 'SettleMethod',
  description: 'CASH, UPI (a UTR), CARD (the slip) or ONLINE (a Razorpay payment id)',
});

@InputType({ description: 'The handover: the car as it leaves, seen and signed' })
export class StartTripInput {
  @Field(() => Int, { description: 'Odometer in km' }) odometerKm!: number;
  @Field(() => Int, { description: 'Fuel in eighths of a tank, 0-8' }) fuelEighths!: number;
  @Field(() => [GraphQLUpload], { description: 'At least 4 photos of the car (at most 12)' }) photos!: Promise<FileUpload>[];
  @Field(() => GraphQLUpload, { description: "The customer's signature drawn on the screen (PNG)" }) signature!: Promise<FileUpload>;
  @Field(() => Boolean, { description: 'The original driving licence and Aadhaar were seen (SPEC)' }) originalsSeen!: boolean;
  @Field(() => String, { nullable: true, description: "Why the odometer reads below the car's last return reading; kept" })
  odometerCorrection?: string | null;
  @Field(() => PaymentMethod, { nullable: true, description: 'The unpaid advance taken now: CASH, CARD or UPI (recorded in this step)' })
  advanceMethod?: PaymentMethod | null;
  @Field(() => String, { nullable: true, description: "The advance's reference: a UTR for UPI, the card slip; optional for cash" })
  advanceReference?: string | null;
  @Field(() => PaymentMethod, { nullable: true, description: 'How the security deposit was taken: CASH (default), CARD or UPI' })
  depositMethod?: PaymentMethod | null;
  @Field(() => String, { nullable: true, description: "The deposit's reference: a UTR for UPI, the card slip; optional for cash" })
  depositReference?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The customer's address for the invoice, asked when the profile has none (Rule 46); up to 300 characters",
  })
  recipientAddress?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Required when the booking's name or licence number differs from the verified licence: why staff hand over anyway (kept)",
  })
  driverMismatchReason?: string | null;
}

@InputType({ description: 'A charge beyond the fees: a toll, a traffic fine, damage (add photos), other' })
export class TripChargeInput {
  @Field(() => TripChargeKind, { description: 'TOLL, FINE, DAMAGE or OTHER' }) kind!: TripChargeKind;
  @Field(() => String, { description: 'A note: which toll, the challan number, the damage' }) description!: string;
  @Field(() => Int, { description: 'Whole rupees' }) amount!: number;
}

@InputType({ description: 'The return: the car as it comes back, with fees and charges' })
export class EndTripInput {
  @Field(() => DateTimeResolver, { nullable: true, description: 'When the car came back; now when absent' }) returnedAt?: Date | null;
  @Field(() => Int, { description: 'Odometer in km, not below the handover reading' }) odometerKm!: number;
  @Field(() => Int, { description: 'Eighths of a tank, 0-8' }) fuelEighths!: number;
  @Field(() => [GraphQLUpload], { nullable: true, description: 'Photos at return, damage close-ups (at most 12)' })
  photos?: Promise<FileUpload>[] | null;
  @Field(() => [TripFeeKind], { nullable: true, description: "SPEC's fees that apply" }) fees?: TripFeeKind[] | null;
  @Field(() => [TripChargeInput], { nullable: true, description: 'Tolls, fines, damage, other' }) charges?: TripChargeInput[] | null;
}

@ObjectType({ description: 'One line of a bill, whole rupees before tax' })
export class BillLineView {
  @Field(() => String, { description: 'RENT, LATE_RETURN, EXTRA_KM, FUEL, a fee, TOLL, FINE, DAMAGE or OTHER' }) kind!: string;
  @Field(() => String, { description: 'What the line is for' }) description!: string;
  @Field(() => Int, { description: 'Units: 1, hours late, km, eighths of a tank' }) quantity!: number;
  @Field(() => String, { description: 'The unit of the quantity: booking, hours, days, km, eighths of a tank, each' }) unit!: string;
  @Field(() => Int, { description: 'Whole rupees per unit' }) unitPrice!: number;
  @Field(() => Int, { description: '0 when waived' }) amount!: number;
  @Field(() => String, { description: 'SAC code; empty on a reimbursement (toll, fine) passed on at cost' }) sac!: string;
  @Field(() => Int, { description: 'GST rate in percent; 0 on a bill of supply or a reimbursement' }) gstRate!: number;
  @Field(() => String, { nullable: true, description: "Staff's reason when waived" }) waivedReason?: string | null;
}

@ObjectType({ description: "A trip's bill (modules/trips/bill.ts): every amount whole rupees, computed on the server" })
export class BillView {
  @Field(() => [BillLineView], { description: 'Rent first, then late return, extra km, fuel, fees and charges' }) lines!: BillLineView[];
  @Field(() => Int, { description: 'Sum of the taxable lines before tax (reimbursements excluded)' }) taxable!: number;
  @Field(() => Int, { description: 'Tolls, fines and challans passed on at cost: no tax, added to the total after it' })
  reimbursements!: number;
  @Field(() => Int, { description: 'Central GST (same state as the operator)' }) cgst!: number;
  @Field(() => Int, { description: 'State GST (same state as the operator)' }) sgst!: number;
  @Field(() => Int, { description: 'Integrated GST (another state)' }) igst!: number;
  @Field(() => Int, { description: 'Taxable plus tax plus reimbursements' }) total!: number;
  @Field(() => Int, { description: 'Security deposit held at handover' }) depositHeld!: number;
  @Field(() => Int, { description: 'Taken from the deposit toward the total' }) deductions!: number;
  @Field(() => Int, { description: 'Paid before the bill (the advance due at acceptance, as far as it was paid)' }) advance!: number;
  @Field(() => Int, { description: 'Still to pay after the advance and the deposit; negative: due back to the customer' }) balance!: number;
  @Field(() => Boolean, { description: 'A tax invoice (OPERATOR_GSTIN set) or a bill of supply' }) taxInvoice!: boolean;
  @Field(() => Boolean, { description: 'CGST+SGST (same state as the operator) or IGST' }) intraState!: boolean;
  @Field(() => String, { nullable: true, description: "The car's registration number, as printed on the invoice" })
  registrationNumber?: string | null;
}

@ObjectType({ description: 'The handover and return record of a trip (staff, and the customer of the booking)' })
export class TripRecord {
  @Field(() => DateTimeResolver, { description: 'When the keys were handed over' }) startedAt!: Date;
  @Field(() => Int, { description: 'Odometer at handover, km' }) handoverOdometerKm!: number;
  @Field(() => Int, { description: 'Fuel at handover, eighths' }) handoverFuelEighths!: number;
  @Field(() => Int, { description: 'Photos taken at handover (tripPhoto which: handover)' }) handoverPhotoCount!: number;
  @Field(() => Int, { description: 'Security deposit held, whole rupees' }) depositHeld!: number;
  @Field(() => String, { nullable: true, description: 'How the deposit was taken (CASH, CARD, UPI)' }) depositMethod?: string | null;
  @Field(() => String, { nullable: true, description: "The deposit's reference when taken" }) depositReference?: string | null;
  @Field(() => String, { nullable: true, description: 'How what the deposit did not need went back' }) depositReturnMethod?: string | null;
  @Field(() => String, { nullable: true, description: 'Its reference when it went back' }) depositReturnReference?: string | null;
  @Field(() => String, { nullable: true, description: "Staff's reason for a handover reading below the last return" })
  odometerCorrection?: string | null;
  @Field(() => String, { nullable: true, description: "Staff's reason for handing over although the driver did not match the licence" })
  driverMismatchReason?: string | null;
  @Field(() => DateTimeResolver, { nullable: true, description: 'When the car came back' }) returnedAt?: Date | null;
  @Field(() => Int, { nullable: true, description: 'Odometer at return, km' }) returnOdometerKm?: number | null;
  @Field(() => Int, { nullable: true, description: 'Fuel at return, eighths' }) returnFuelEighths?: number | null;
  @Field(() => Int, { description: 'Photos taken at return (tripPhoto which: return)' }) returnPhotoCount!: number;
  @Field(() => DateTimeResolver, { nullable: true, description: 'When the bill was settled' }) settledAt?: Date | null;
  @Field(() => String, { nullable: true, description: 'How the bill was settled' }) settleMethod?: string | null;
}

@ObjectType({ description: 'One odometer reading of a car, at a handover or a return' })
export class OdometerReadingView {
  @Field(() => ID, { description: 'The booking of the trip' }) bookingId!: string;
  @Field(() => String, { description: 'HANDOVER or RETURN' }) kind!: string;
  @Field(() => DateTimeResolver, { description: 'When it was read' }) at!: Date;
  @Field(() => Int, { description: 'Km' }) km!: number;
  @Field(() => String, { nullable: true, description: "Staff's correction reason (a handover below the last return)" })
  correction?: string | null;
}

@ObjectType({ description: "The Trips screen: today's pick-ups, cars on trip, overdue and today's returns, bills to settle" })
export class TripBoardView {
  @Field(() => [Booking], { description: 'Accepted, picked up today or earlier, keys not yet handed over' }) pickups!: Booking[];
  @Field(() => [Booking], { description: 'On trip, soonest drop-off first' }) onTrip!: Booking[];
  @Field(() => [Booking], { description: 'On trip past their drop-off' }) overdue!: Booking[];
  @Field(() => [Booking], { description: 'On trip, due back later today' }) returns!: Booking[];
  @Field(() => [Booking], { description: 'Back, the bill to review and settle' }) toSettle!: Booking[];
}
