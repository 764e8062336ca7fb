import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DateTimeResolver } from 'graphql-scalars';
import { Car } from '../cars/car.entity.js';
import { BookFor, BookingStatus } from '../common/enums.js';
import { PageArgs, PageOf } from '../common/paging.js';

@ObjectType({ description: 'A booking made with a partner API key, as the partner sees it (no licence number)' })
export class PartnerBooking {
  @Field(() => ID, { description: 'The booking id' }) id!: string;
  @Field(() => Car, { description: 'The booked car' }) car!: Car;
  @Field(() => String, { description: "The customer's e-mail: the account the booking belongs to" }) email!: string;
  @Field(() => String, { description: 'The name given for the booking' }) name!: string;
  @Field(() => String, { description: 'The phone given for the booking, digits with the country code (91…)' }) phone!: string;
  @Field(() => String, { description: 'Pick-up date, yyyy-MM-dd (city time)' }) pickupDate!: string;
  @Field(() => String, { description: 'Pick-up time, HH:mm' }) pickupTime!: string;
  @Field(() => String, { description: 'Drop-off date, yyyy-MM-dd' }) dropDate!: string;
  @Field(() => String, { description: 'Drop-off time, HH:mm' }) dropTime!: string;
  @Field(() => BookFor, { description: 'The duration chosen' }) bookFor!: BookFor;
  @Field(() => BookingStatus, { description: 'Pending until staff accept or reject it' }) status!: BookingStatus;
  @Field(() => String, { nullable: true, description: "Staff's remarks, if any" }) adminRemarks!: string | null;
  @Field(() => String, { nullable: true, description: "The customer's reason, once Canceled" }) cancelReason!: string | null;
  @Field(() => DateTimeResolver, { description: 'When the booking was made' }) createdAt!: Date;
  @Field(() => DateTimeResolver, { description: 'When the booking last changed' }) updatedAt!: Date;
}

@ObjectType({ description: 'One page of the bookings made with this API key, newest first' })
export class PartnerBookingPage extends PageOf(PartnerBooking, {
  items: 'The bookings of this page',
  total: 'Bookings matching the filter',
  pageSize: 'Bookings per page',
}) {}

@ArgsType()
export class PartnerBookingsArgs extends PageArgs {
  @Field(() => BookingStatus, { nullable: true, description: 'Only bookings in this status' }) status?: BookingStatus | null;
}

@InputType({ description: 'A booking for a customer: the account is matched by e-mail or created' })
export class PartnerBookingInput {
  @Field(() => ID, { description: 'The car to book (see cars)' }) carId!: string;
  @Field(() => String, { description: "The customer's e-mail; an existing account with it is used, else one is created" }) email!: string;
  @Field(() => String, { description: "The customer's name" }) name!: string;
  @Field(() => String, { description: "The customer's Indian mobile number, 10 digits, +91 optional" }) phone!: string;
  @Field(() => String, { description: "The driver's licence number (write-only: never read back)" }) license!: string;
  @Field(() => String, { description: 'yyyy-MM-dd, not in the past (city time)' }) pickupDate!: string;
  @Field(() => String, { description: 'HH:mm' }) pickupTime!: string;
  @Field(() => String, { description: 'yyyy-MM-dd' }) dropDate!: string;
  @Field(() => String, { description: 'HH:mm, after the pick-up' }) dropTime!: string;
  @Field(() => BookFor, { nullable: true, description: 'Default 12 Hours' }) bookFor?: BookFor | null;
}
