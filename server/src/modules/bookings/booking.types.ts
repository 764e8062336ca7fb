import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Booking } from './booking.entity.js';
import { BookFor, BookingStatus } from '../common/enums.js';
import { PageArgs } from '../common/paging.js';

/** The Book Now modal. Shapes only: BookingService checks the rules. */
@InputType()
export class CreateBookingInput {
  @Field(() => ID) carId!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'Any format; stored as digits, 91 prefixed to a 10-digit number' }) phone!: string;
  @Field(() => String) license!: string;
  @Field(() => String, { description: 'yyyy-MM-dd, not in the past (city time)' }) pickupDate!: string;
  @Field(() => String, { description: 'HH:mm' }) pickupTime!: string;
  @Field(() => String, { description: 'yyyy-MM-dd' }) dropDate!: string;
  @Field(() => String, { description: 'HH:mm, after the pick-up' }) dropTime!: string;
  @Field(() => BookFor, { nullable: true, description: 'Default 12 Hours' }) bookFor?: BookFor | null;
}

@ArgsType()
export class BookingsArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Part of the name, phone or licence' }) search?: string | null;
  @Field(() => String, { nullable: true, description: 'Created on this city day, yyyy-MM-dd' }) createdOn?: string | null;
  @Field(() => BookingStatus, { nullable: true }) status?: BookingStatus | null;
}

@ObjectType({ description: 'One page of bookings, newest first' })
export class BookingPage {
  @Field(() => [Booking]) items!: Booking[];
  @Field(() => Int, { description: 'Bookings matching the filters' }) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
  @Field(() => Int, { description: 'Pending bookings in all (the admin alarm rings when it rises)' }) pendingCount!: number;
}

@ObjectType({ description: 'A booking was created or changed state' })
export class BookingChange {
  @Field(() => String, { description: 'created or updated' }) kind!: string;
  @Field(() => ID) bookingId!: string;
  @Field(() => Booking, { nullable: true, description: 'As it is now; null if it was deleted since' }) booking!: Booking | null;
  @Field(() => Int, { description: 'Pending bookings in all, now' }) pendingCount!: number;
}

@ArgsType()
export class PeriodArgs {
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd (city)' }) pickupDate?: string | null;
  @Field(() => String, { nullable: true, description: 'HH:mm' }) pickupTime?: string | null;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' }) dropDate?: string | null;
  @Field(() => String, { nullable: true, description: 'HH:mm, after the pick-up' }) dropTime?: string | null;
}

@ObjectType({ description: "A car's Accepted booking as a busy period, with no personal data" })
export class BusyPeriod {
  @Field(() => String, { description: 'yyyy-MM-dd' }) pickupDate!: string;
  @Field(() => String, { description: 'HH:mm' }) pickupTime!: string;
  @Field(() => String, { description: 'yyyy-MM-dd' }) dropDate!: string;
  @Field(() => String, { description: 'HH:mm' }) dropTime!: string;
}
