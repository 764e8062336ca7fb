import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeResolver } from 'graphql-scalars';
import { FIELD_DESCRIPTIONS } from './descriptions.js';

/** Every stored record: a UUID chosen by the server and the moment it was created. */
@ObjectType()
@Entity({ abstract: true })
export abstract class BaseRecord {
  @Field(() => ID, { description: FIELD_DESCRIPTIONS.id })
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Field(() => DateTimeResolver, { description: FIELD_DESCRIPTIONS.createdAt })
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
