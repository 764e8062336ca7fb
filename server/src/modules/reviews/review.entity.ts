import { Entity, Enum, Index, Property, type Opt } from '@mikro-orm/core';
import { Field, Float, ObjectType } from 'type-graphql';
import { BaseRecord } from '../common/base.entity.js';
import { ReviewStatus } from '../common/enums.js';

/** A customer review; only Accepted ones are shown publicly. */
@ObjectType()
@Entity({ tableName: 'reviews' })
@Index({ properties: ['status', 'createdAt'] })
export class Review extends BaseRecord {
  @Field(() => String)
  @Property({ type: 'string', length: 120 })
  name!: string;

  @Field(() => Float, { description: '0 to 5 in half steps' })
  @Property({ type: 'float', columnType: 'real' })
  rating!: number;

  @Field(() => String)
  @Property({ type: 'text' })
  message!: string;

  @Field(() => ReviewStatus)
  @Enum({ items: () => ReviewStatus, default: ReviewStatus.Pending })
  status: ReviewStatus & Opt = ReviewStatus.Pending;
}
