import { Entity, Index, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseRecord } from '../common/base.entity.js';
import { User } from '../users/user.entity.js';

/** A message to one customer, such as a change of their booking's status. */
@ObjectType({ description: 'A message to a customer about one of their bookings' })
@Entity({ tableName: 'notifications' })
@Index({ properties: ['user', 'createdAt'] })
export class Notification extends BaseRecord {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  // The booking it is about, named by entity name: notifications know a booking only by its id, so this module
  // does not import bookings/ (bookings write their notifications through NotificationService).
  @ManyToOne({ entity: 'Booking', nullable: true, deleteRule: 'cascade' })
  booking?: { id: string } | null = null;

  // The GraphQL field is the resolver's (NotificationResolver.message: in the reader's language).
  @Property({ type: 'text' })
  message!: string;

  @Field(() => Boolean, { description: 'Whether the customer has seen it' })
  @Property({ type: 'boolean', default: false })
  read: boolean & Opt = false;
}
