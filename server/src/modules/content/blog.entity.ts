import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseRecord } from '../common/base.entity.js';

@ObjectType({ description: 'A blog post' })
@Entity({ tableName: 'blogs' })
@Index({ properties: ['createdAt'] })
export class Blog extends BaseRecord {
  @Field(() => String, { description: 'The title' })
  @Property({ type: 'string', length: 200 })
  heading!: string;

  @Field(() => String, { description: 'The text (plain text, shown as text)' })
  @Property({ type: 'text' })
  content!: string;

  @Field(() => String, { nullable: true, description: 'Optional Hindi heading, shown on the Hindi site (else heading)' })
  @Property({ type: 'string', length: 200, nullable: true })
  headingHi?: string | null = null;

  @Field(() => String, { nullable: true, description: 'Optional Hindi content, shown on the Hindi site (else content)' })
  @Property({ type: 'text', nullable: true })
  contentHi?: string | null = null;

  @Field(() => String, { description: 'File name under /uploads' })
  @Property({ type: 'string', length: 200 })
  image!: string;
}
