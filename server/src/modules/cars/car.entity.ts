import { Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { Authorized, Field, Int, ObjectType } from 'type-graphql';
import { Role } from '../common/enums.js';
import { BaseRecord } from '../common/base.entity.js';

/** A car in the rental catalogue (SPEC.md section 3). Prices are whole rupees. */
@ObjectType({ description: 'A car of the rental catalogue' })
@Entity({ tableName: 'cars' })
@Index({ properties: ['order'] })
export class Car extends BaseRecord {
  @Field(() => String, { description: 'The model shown to customers, e.g. Fortuner' })
  @Property({ type: 'string', length: 120 })
  name!: string;

  @Field(() => Int, { description: 'Rental price in INR' })
  @Property({ type: 'integer' })
  price!: number;

  @Field(() => String, { description: 'Petrol, Diesel, CNG or Electric' })
  @Property({ type: 'string', length: 40 })
  fuel!: string;

  @Field(() => Int, { description: 'Seats' })
  @Property({ type: 'integer' })
  seat!: number;

  @Field(() => Int, { description: 'Extra km fare in INR per km' })
  @Property({ type: 'integer' })
  extrafare!: number;

  @Field(() => String, { description: 'Body type, e.g. SUV, Sedan, Hatchback' })
  @Property({ type: 'string', length: 40 })
  cartype!: string;

  @Field(() => String, { description: 'AC or Non-AC' })
  @Property({ type: 'string', length: 40 })
  cooling!: string;

  @Field(() => String, { description: 'Self Drive or With Driver' })
  @Property({ type: 'string', length: 40 })
  selfdrive!: string;

  @Field(() => String, { description: 'Transmission, shown beside the clock icon' })
  @Property({ type: 'string', length: 40 })
  clock!: string;

  @Field(() => String, { nullable: true, description: 'An offer line shown on the card, if any' })
  @Property({ type: 'string', length: 80, nullable: true })
  offer?: string | null = null;

  @Field(() => String, { description: 'Where the car is picked up' })
  @Property({ type: 'string', length: 120 })
  location!: string;

  @Field(() => String, { description: 'File name under /uploads' })
  @Property({ type: 'string', length: 200 })
  image!: string;

  @Field(() => Int, { description: 'Position in the catalogue, from 0' })
  @Property({ type: 'integer', default: 0 })
  order: number & Opt = 0;

  /** Minutes this car needs after a drop-off before its next pick-up; null: TURNAROUND_MINUTES. */
  @Field(() => Int, { nullable: true, description: 'Minutes after a drop-off before the next pick-up; null: the site default' })
  @Property({ type: 'integer', nullable: true })
  turnaroundMinutes?: number | null = null;

  /** GST on renting this car (issue 31: the rate may follow the vehicle's own); null: GST_RATE. */
  @Field(() => Int, { nullable: true, description: 'GST rate in percent on renting this car; null: the site default' })
  @Property({ type: 'smallint', nullable: true })
  gstRate?: number | null = null;
  /** The registration plate, e.g. MP09AB1234 (issue 29): staff's, on the Trips card and the invoice; unique when given. */
  @Authorized(Role.Admin)
  @Field(() => String, { nullable: true, description: 'Admin: the registration number, e.g. MP09AB1234 (spaces and dashes removed)' })
  @Property({ type: 'string', length: 20, nullable: true })
  registrationNumber?: string | null = null;

  /** Derived from Accepted bookings that have not ended; filled by the catalogue, never stored. */
  @Field(() => Boolean, {
    description:
      'Without a period: busy right now (an Accepted booking is running). With a period (cars arguments): an Accepted booking overlaps it',
  })
  @Property({ type: 'boolean', persist: false })
  isBooked: boolean & Opt = false;

  /** The lowest daily price over the next 60 days under the price rules ("from ₹X/day"); never stored. */
  @Field(() => Int, { description: 'The lowest daily price over the next 60 days under the price rules ("from ₹X/day")' })
  @Property({ type: 'integer', persist: false })
  fromPrice: number & Opt = 0;

  /** Asked with a period: when a car busy for it is next free for as long (ISO 8601 with the city's offset); else null. */
  @Field(() => String, {
    nullable: true,
    description: 'When a busy car is next free: ISO 8601 with the city offset, e.g. 2026-12-01T10:00:00+05:30; null when free',
  })
  @Property({ type: 'string', persist: false, nullable: true })
  nextFreeAt?: string | null;
}
