import { Entity, Enum, Property, type Opt } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseRecord } from '../common/base.entity.js';
import { Gender } from '../common/enums.js';
import type { Language } from '../common/language.js';

/** A customer. Created by the first successful e-mail OTP verification. */
@ObjectType({ description: 'A customer account (created at the first e-mail sign-in, or by a partner booking)' })
@Entity({ tableName: 'users' })
export class User extends BaseRecord {
  @Field(() => String, { description: "The customer's name" })
  @Property({ type: 'string', length: 120 })
  name!: string;

  @Field(() => String, { description: 'The sign-in e-mail (lower case); one address is one account' })
  @Property({ type: 'string', length: 254, unique: true })
  email!: string;

  @Field(() => String, { description: 'Mobile number, +91 and 10 digits' })
  @Property({ type: 'string', length: 20 })
  phone!: string;

  @Field(() => String, { nullable: true, description: 'Postal address, if given' })
  @Property({ type: 'string', length: 300, nullable: true })
  address?: string | null = null;

  @Field(() => String, {
    nullable: true,
    description: "State or union territory (GST: CGST+SGST inside the operator's state, IGST outside)",
  })
  @Property({ type: 'string', length: 60, nullable: true })
  state?: string | null = null;

  @Field(() => String, { nullable: true, description: "A business customer's GSTIN (its state code gives the place of supply)" })
  @Property({ type: 'string', length: 15, nullable: true })
  gstin?: string | null = null;

  @Field(() => String, { nullable: true, description: "The business's legal name, printed with the GSTIN on a B2B invoice" })
  @Property({ type: 'string', length: 120, nullable: true })
  businessName?: string | null = null;

  @Field(() => Gender, { nullable: true, description: 'If given' })
  @Enum({ items: () => Gender, nullable: true })
  gender?: Gender | null = null;

  @Field(() => String, { nullable: true, description: 'Date of birth, yyyy-MM-dd' })
  @Property({ type: 'date', nullable: true })
  dob?: string | null = null;

  @Field(() => String, { nullable: true, description: 'File name under /uploads' })
  @Property({ type: 'string', length: 200, nullable: true })
  profilePic?: string | null = null;

  @Field(() => Boolean, { description: 'Signed in with an e-mailed code at least once' })
  @Property({ type: 'boolean', default: false })
  isVerified: boolean & Opt = false;

  @Field(() => String, { description: "The customer's language for the site and their e-mails: en (English) or hi (Hindi)" })
  @Property({ type: 'string', default: 'en' })
  language: Language & Opt = 'en';
}
