import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseRecord } from '../common/base.entity.js';

/** A message sent from the contact page. */
@ObjectType({ description: 'A message sent from the contact page' })
@Entity({ tableName: 'contact_messages' })
@Index({ properties: ['createdAt'] })
export class ContactMessage extends BaseRecord {
  @Field(() => String, { description: "The sender's name" })
  @Property({ type: 'string', length: 120 })
  name!: string;

  @Field(() => String, { description: "The sender's e-mail" })
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Field(() => String, { description: "The sender's mobile number, 10 digits" })
  @Property({ type: 'string', length: 20 })
  phone!: string;

  @Field(() => String, { description: 'The message (plain text)' })
  @Property({ type: 'text' })
  message!: string;
}
