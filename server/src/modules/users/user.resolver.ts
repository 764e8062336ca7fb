import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { User } from './user.entity.js';
import { UpdateProfileInput, UserPage, UsersArgs } from './user.types.js';
import { readUpload } from '../common/uploads.js';
import { Role } from '../common/enums.js';
import { viewerOf } from '../common/access.js';
import type { AppContext } from '../../graphql/context.js';
import { ARG_DESCRIPTIONS } from '../common/descriptions.js';
import { parseInput } from '../common/parse-input.js';
import { languageInput, profileInput } from './user.schemas.js';

@Resolver()
export class UserResolver {
  @Authorized(Role.Customer)
  @Query(() => User, { description: 'The signed-in customer.' })
  async me(@Ctx() ctx: AppContext): Promise<User> {
    return ctx.services.users.current(ctx.em, viewerOf(ctx).id);
  }

  @Authorized(Role.Customer)
  @Mutation(() => User, {
    description: 'Updates the signed-in customer; profilePic must be an image (checked by its bytes), at most 5 MB.',
  })
  async updateProfile(
    @Arg('input', () => UpdateProfileInput, { description: ARG_DESCRIPTIONS.input }) input: UpdateProfileInput,
    @Arg('profilePic', () => GraphQLUpload, { nullable: true, description: 'A new profile picture, optional (an image, at most 5 MB)' })
    profilePic: Promise<FileUpload> | null,
    @Ctx() ctx: AppContext,
  ): Promise<User> {
    return ctx.services.users.updateProfile(ctx.em, viewerOf(ctx).id, parseInput(profileInput, input), await readUpload(profilePic));
  }

  @Authorized(Role.Customer)
  @Mutation(() => User, { description: "Sets the signed-in customer's language: en (English) or hi (Hindi). Their mails follow it." })
  async setLanguage(
    @Arg('language', () => String, { description: 'en (English) or hi (Hindi)' }) language: string,
    @Ctx() ctx: AppContext,
  ): Promise<User> {
    return ctx.services.users.setLanguage(ctx.em, viewerOf(ctx).id, parseInput(languageInput, { language }).language);
  }

  @Authorized(Role.Admin)
  @Query(() => UserPage, { description: 'Customers with server-side search, filter, sort and pagination.' })
  async users(@Args(() => UsersArgs) args: UsersArgs, @Ctx() { em, services }: AppContext): Promise<UserPage> {
    return services.userDirectory.list(em, args);
  }

  @Authorized(Role.Admin)
  @Mutation(() => Boolean, { description: 'Deletes a customer with their bookings and notifications.' })
  async deleteUser(
    @Arg('id', () => ID, { description: ARG_DESCRIPTIONS.id }) id: string,
    @Ctx() { em, services }: AppContext,
  ): Promise<boolean> {
    await services.userDirectory.deleteOne(em, id);
    return true;
  }

  @Authorized(Role.Admin)
  @Mutation(() => Int, { description: 'Deletes customers with their bookings and notifications; answers how many were deleted.' })
  async deleteUsers(
    @Arg('ids', () => [ID], { description: 'The customers to delete' }) ids: string[],
    @Ctx() { em, services }: AppContext,
  ): Promise<number> {
    return services.userDirectory.deleteMany(em, ids);
  }
}
