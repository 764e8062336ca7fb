import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseRecord } from '../common/base.entity.js';

/** A message sent from the contact page. */
@ObjectType()
@Entity({ tableName: 'contact_messages' })
@Index({ properties: ['createdAt'] })
export class ContactMessage extends BaseRecord {
  @Field(() => String)
  @Property({ type: 'string', length: 120 })
  name!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 20 })
  phone!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  message!: string;
}
