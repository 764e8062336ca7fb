import { Entity, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseRecord } from '../common/base.entity.js';

/** A promotional banner image shown in the home page's offers strip. */
@ObjectType({ description: 'An offer banner of the home page strip' })
@Entity({ tableName: 'offers' })
export class Offer extends BaseRecord {
  @Field(() => String, { description: 'Path under /uploads, e.g. /uploads/abc.png' })
  @Property({ type: 'string', length: 250 })
  imageUrl!: string;
}
