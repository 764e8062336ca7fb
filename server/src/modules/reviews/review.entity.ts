import { Entity, Enum, Index, Property, type Opt } from '@mikro-orm/core';
import { Field, Float, ObjectType } from 'type-graphql';
import { BaseRecord } from '../common/base.entity.js';
import { ReviewStatus } from '../common/enums.js';

/** A customer review; only Accepted ones are shown publicly. */
@ObjectType({ description: "A customer's review; shown publicly once Accepted" })
@Entity({ tableName: 'reviews' })
@Index({ properties: ['status', 'createdAt'] })
export class Review extends BaseRecord {
  @Field(() => String, { description: "The reviewer's name" })
  @Property({ type: 'string', length: 120 })
  name!: string;

  @Field(() => Float, { description: '0 to 5 in half steps' })
  @Property({ type: 'float', columnType: 'real' })
  rating!: number;

  @Field(() => String, { description: 'The review (plain text)' })
  @Property({ type: 'text' })
  message!: string;

  @Field(() => ReviewStatus, { description: 'Pending until staff accept or reject it' })
  @Enum({ items: () => ReviewStatus, default: ReviewStatus.Pending })
  status: ReviewStatus & Opt = ReviewStatus.Pending;
}
