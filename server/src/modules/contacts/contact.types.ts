import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { ContactMessage } from './contact-message.entity.js';
import { PageArgs, PageOf } from '../common/paging.js';
import { PAGE_DESCRIPTIONS } from '../common/descriptions.js';

/** The contact form; ContactService checks the rules. */
@InputType({ description: 'A contact message' })
export class ContactMessageInput {
  @Field(() => String, { description: 'Your name' }) name!: string;
  @Field(() => String, { description: 'An e-mail address' }) email!: string;
  @Field(() => String, { description: 'A 10-digit mobile number, +91 optional' }) phone!: string;
  @Field(() => String, { description: 'The message' }) message!: string;
}

@ArgsType()
export class ContactMessagesArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Part of the name, e-mail or phone, any case' }) search?: string | null;
}

@ObjectType({ description: 'One page of contact messages, newest first' })
export class ContactMessagePage extends PageOf(ContactMessage, { total: 'Messages matching the search, on all pages' }) {}
