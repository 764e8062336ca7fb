import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { RegisteredCar } from './registered-car.entity.js';
import { RegisterCarInput } from './registration.inputs.js';
import { readUpload } from '../common/uploads.js';
import { Role } from '../common/enums.js';
import type { AppContext } from '../../graphql/context.js';
import { ARG_DESCRIPTIONS } from '../common/descriptions.js';
import { parseInput } from '../common/parse-input.js';
import { registrationInput } from './registration.schemas.js';

@Resolver(() => RegisteredCar)
export class RegistrationResolver {
  @Mutation(() => RegisteredCar, {
    description:
      'Register & Earn (public): an owner offers their car. The image is required (BAD_USER_INPUT without it), checked by its bytes, at most 5 MB; rate limited per address.',
  })
  async registerCar(
    @Arg('input', () => RegisterCarInput, { description: ARG_DESCRIPTIONS.input }) input: RegisterCarInput,
    @Arg('image', () => GraphQLUpload, { nullable: true, description: ARG_DESCRIPTIONS.image }) image: Promise<FileUpload> | null,
    @Ctx() { em, services, ip }: AppContext,
  ): Promise<RegisteredCar> {
    return services.registrations.register(em, parseInput(registrationInput, input), await readUpload(image), ip);
  }

  @Authorized(Role.Admin)
  @Query(() => [RegisteredCar], { description: 'Cars owners registered, newest first.' })
  async registeredCars(@Ctx() { em, services }: AppContext): Promise<RegisteredCar[]> {
    return (await services.registrations.list(em)).items;
  }

  @Authorized(Role.Admin)
  @Mutation(() => Boolean, { description: 'Deletes a registered car and its image.' })
  async deleteRegisteredCar(
    @Arg('id', () => ID, { description: ARG_DESCRIPTIONS.id }) id: string,
    @Ctx() { em, services }: AppContext,
  ): Promise<boolean> {
    await services.registrations.delete(em, id);
    return true;
  }
}
