import { Arg, Ctx, Field, Mutation, ObjectType, Resolver } from 'type-graphql';
import { User } from '../users/user.entity.js';
import type { AppContext } from '../../graphql/context.js';
import { parseInput } from '../common/parse-input.js';
import { say } from '../common/server-texts.js';
import { requests } from './auth.schemas.js';

@ObjectType({ description: 'A signed-in customer: the bearer token and the account.' })
export class AuthPayload {
  @Field(() => String, { description: 'The customer bearer token (7 days)' }) token!: string;
  @Field(() => User, { description: 'The signed-in customer' }) user!: User;
}

/** E-mail OTP sign-in (SPEC.md sections 4, 5, 7). The service owns every rule; this only adapts. */
@Resolver()
export class AuthResolver {
  @Mutation(() => String, {
    description: 'Mails a 4-digit code to the address; answers a message to show, in the language of Accept-Language.',
  })
  async sendEmailOtp(
    @Arg('name', () => String, { description: "The customer's name" }) name: string,
    @Arg('email', () => String, { description: 'Where to send the code' }) email: string,
    @Arg('phone', () => String, { description: '10 digits, with or without +91' }) phone: string,
    @Arg('language', () => String, {
      nullable: true,
      description: "en or hi: the code mail's language, kept on the account at sign-in (left out: the account's)",
    })
    language: string | null | undefined,
    @Ctx() { em, services, ip, language: answerLanguage }: AppContext,
  ): Promise<string> {
    return say(answerLanguage, await services.otp.send(em, parseInput(requests.sendOtp, { name, email, phone, language }), ip));
  }

  @Mutation(() => String, {
    description:
      'A new code for the latest sign-in of this address (at most every 30 seconds); answers a message to show, in the language of Accept-Language.',
  })
  async resendEmailOtp(
    @Arg('email', () => String, { description: 'The address the code went to' }) email: string,
    @Ctx() { em, services, ip, language }: AppContext,
  ): Promise<string> {
    return say(language, await services.otp.resend(em, parseInput(requests.resendOtp, { email }), ip));
  }

  @Mutation(() => AuthPayload, { description: 'Checks the code; the first success creates the customer.' })
  async verifyEmailOtp(
    @Arg('email', () => String, { description: 'The address the code went to' }) email: string,
    @Arg('otp', () => String, { description: 'The 4-digit code' }) otp: string,
    @Arg('phone', () => String, {
      nullable: true,
      description: "10 digits, with or without +91: replaces an existing account's phone (a code request never does)",
    })
    phone: string | null | undefined,
    @Ctx() { em, services, ip }: AppContext,
  ): Promise<AuthPayload> {
    return services.otp.verify(em, parseInput(requests.verifyOtp, { email, otp, phone }), ip);
  }

  @Mutation(() => AuthPayload, { description: "Signs in with the code mail's link instead of the code (once, within 10 minutes)." })
  async verifySignInLink(
    @Arg('signin', () => String, { description: 'The signin parameter of the link in the code mail' }) signin: string,
    @Ctx() { em, services, ip }: AppContext,
  ): Promise<AuthPayload> {
    return services.otp.verifyLink(em, { signin }, ip);
  }
}
