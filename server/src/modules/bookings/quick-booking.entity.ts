import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseRecord } from '../common/base.entity.js';
import { QuickBookAt } from '../common/enums.js';
import { User } from '../users/user.entity.js';

/** A request from the home page's 'Book a Car Instantly' form; staff follow it up by phone. */
@ObjectType({ description: 'A quick (taxi) booking from the home page form' })
@Entity({ tableName: 'quick_bookings' })
@Index({ properties: ['createdAt'] })
export class QuickBooking extends BaseRecord {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Field(() => String, { description: 'Where the trip starts' })
  @Property({ type: 'string', length: 80 })
  fromCity!: string;

  @Field(() => String, { description: 'Where the trip goes' })
  @Property({ type: 'string', length: 80 })
  toCity!: string;

  @Field(() => QuickBookAt, { description: 'Hour, daily, weekly or monthly' })
  @Enum({ items: () => QuickBookAt })
  bookAt!: QuickBookAt;

  @Field(() => String, { description: 'The car asked for' })
  @Property({ type: 'string', length: 80 })
  carName!: string;

  @Field(() => String, { description: "The customer's mobile number, 10 digits" })
  @Property({ type: 'string', length: 20 })
  mobile!: string;

  @Field(() => String, { description: 'yyyy-MM-dd' })
  @Property({ type: 'date' })
  pickDate!: string;

  @Field(() => String, { description: 'An hourly slot such as 06:00 AM' })
  @Property({ type: 'string', length: 10 })
  pickTime!: string;

  @Field(() => String, { description: 'yyyy-MM-dd' })
  @Property({ type: 'date' })
  dropDate!: string;

  @Field(() => String, { description: 'An hourly slot such as 06:00 PM' })
  @Property({ type: 'string', length: 10 })
  dropTime!: string;
}
