import { Entity, Enum, Property, type Opt } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseRecord } from '../common/base.entity.js';
import { Gender } from '../common/enums.js';
import type { Language } from '../common/language.js';

/** A customer. Created by the first successful e-mail OTP verification. */
@ObjectType()
@Entity({ tableName: 'users' })
export class User extends BaseRecord {
  @Field(() => String)
  @Property({ type: 'string', length: 120 })
  name!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 254, unique: true })
  email!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 20 })
  phone!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 300, nullable: true })
  address?: string | null = null;

  @Field(() => String, {
    nullable: true,
    description: "State or union territory (GST: CGST+SGST inside the operator's state, IGST outside)",
  })
  @Property({ type: 'string', length: 60, nullable: true })
  state?: string | null = null;

  @Field(() => Gender, { nullable: true })
  @Enum({ items: () => Gender, nullable: true })
  gender?: Gender | null = null;

  @Field(() => String, { nullable: true, description: 'Date of birth, yyyy-MM-dd' })
  @Property({ type: 'date', nullable: true })
  dob?: string | null = null;

  @Field(() => String, { nullable: true, description: 'File name under /uploads' })
  @Property({ type: 'string', length: 200, nullable: true })
  profilePic?: string | null = null;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isVerified: boolean & Opt = false;

  @Field(() => String, { description: "The customer's language for the site and their e-mails: en (English) or hi (Hindi)" })
  @Property({ type: 'string', default: 'en' })
  language: Language & Opt = 'en';
}
