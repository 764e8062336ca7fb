import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseRecord } from '../common/base.entity.js';

/** A car an owner offered through Register & Earn. */
@ObjectType({ description: 'A car an owner offered through Register & Earn' })
@Entity({ tableName: 'registered_cars' })
@Index({ properties: ['createdAt'] })
export class RegisteredCar extends BaseRecord {
  @Field(() => String, { description: 'The car' })
  @Property({ type: 'string', length: 120 })
  carName!: string;

  @Field(() => String, { description: 'Model year or variant' })
  @Property({ type: 'string', length: 80 })
  model!: string;

  @Field(() => String, { description: 'The registration number' })
  @Property({ type: 'string', length: 20 })
  numberPlate!: string;

  @Field(() => String, { description: 'Petrol, Diesel, CNG or Electric' })
  @Property({ type: 'string', length: 40 })
  fuelType!: string;

  @Field(() => Int, { description: 'Seats' })
  @Property({ type: 'integer' })
  seats!: number;

  @Field(() => String, { description: "The owner's name" })
  @Property({ type: 'string', length: 120 })
  clientName!: string;

  @Field(() => String, { description: "The owner's phone" })
  @Property({ type: 'string', length: 20 })
  phone!: string;

  @Field(() => String, { description: "The owner's e-mail" })
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Field(() => String, { description: 'File name under /uploads' })
  @Property({ type: 'string', length: 200 })
  image!: string;
}
