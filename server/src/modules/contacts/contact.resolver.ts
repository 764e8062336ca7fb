import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ContactMessage } from './contact-message.entity.js';
import { ContactMessageInput, ContactMessagePage, ContactMessagesArgs } from './contact.types.js';
import { CONTACT_SENT } from './contact.service.js';
import { pageOf, readPage } from '../common/paging.js';
import { Role } from '../common/enums.js';
import type { AppContext } from '../../graphql/context.js';
import { ARG_DESCRIPTIONS } from '../common/descriptions.js';
import { parseInput } from '../common/parse-input.js';
import { contactInput } from './contact.schemas.js';
import { say } from '../common/server-texts.js';

@Resolver(() => ContactMessage)
export class ContactResolver {
  @Mutation(() => String, {
    description: `Sends a message from the contact page; answers the text to show ('${CONTACT_SENT}'), in the language of Accept-Language`,
  })
  async sendContactMessage(
    @Arg('input', () => ContactMessageInput, { description: ARG_DESCRIPTIONS.input }) input: ContactMessageInput,
    @Ctx() { em, services, ip, language }: AppContext,
  ): Promise<string> {
    await services.contacts.send(em, parseInput(contactInput, input), ip);
    return say(language, CONTACT_SENT);
  }

  @Authorized(Role.Admin)
  @Query(() => ContactMessagePage, { description: 'Contact messages, newest first, searched and paged' })
  async contactMessages(
    @Args(() => ContactMessagesArgs) args: ContactMessagesArgs,
    @Ctx() { em, services }: AppContext,
  ): Promise<ContactMessagePage> {
    const page = readPage(args);
    return pageOf(await services.contacts.list(em, args, page), page);
  }
}
