import { Arg, Args, Authorized, Ctx, Extensions, ID, Mutation, Query, Resolver } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Car } from './car.entity.js';
import { CarInput, CarOrderInput, PeriodArgs } from './car.inputs.js';
import { readUpload } from '../common/uploads.js';
import { Role } from '../common/enums.js';
import { periodFilter } from '../availability/period.schemas.js';
import type { AppContext } from '../../graphql/context.js';
import { ARG_DESCRIPTIONS } from '../common/descriptions.js';
import { parseInput } from '../common/parse-input.js';
import { carForm, carPositionsInput, carPositionsOf } from './car.schemas.js';

@Resolver(() => Car)
export class CarResolver {
  // The same answer for everyone, from the catalogue snapshot: a CDN may keep it, and the edge caches whole answers.
  @Extensions({ publicCatalogue: true, catalogueSnapshot: true })
  @Query(() => [Car], {
    description:
      'The rental catalogue, sorted by order. Without a period isBooked means busy right now; with all four ' +
      'period arguments (city wall clock) it means an Accepted booking overlaps that period, and nextFreeAt says when it is next free.',
  })
  async cars(@Args(() => PeriodArgs) period: PeriodArgs, @Ctx() { services }: AppContext): Promise<Car[]> {
    const fields = periodFilter(period);
    return fields ? services.catalogue.listFor(fields) : services.catalogue.list();
  }

  // The same answer for everyone, from the public catalogue: a CDN may keep it (GET).
  @Extensions({ publicCatalogue: true })
  @Query(() => Car, { description: 'One car; NOT_FOUND for an unknown id' })
  async car(@Arg('id', () => ID, { description: ARG_DESCRIPTIONS.id }) id: string, @Ctx() { em, services }: AppContext): Promise<Car> {
    return services.cars.get(em, id);
  }

  @Authorized(Role.Admin)
  @Mutation(() => Car, {
    description:
      'Adds a car at the end of the catalogue. The image is required (BAD_USER_INPUT without it), checked by its bytes, at most 5 MB.',
  })
  async createCar(
    @Arg('input', () => CarInput, { description: ARG_DESCRIPTIONS.input }) input: CarInput,
    @Arg('image', () => GraphQLUpload, { nullable: true, description: ARG_DESCRIPTIONS.image }) image: Promise<FileUpload> | null,
    @Ctx() { em, services }: AppContext,
  ): Promise<Car> {
    return services.carAdmin.create(em, parseInput(carForm, input), await readUpload(image));
  }

  @Authorized(Role.Admin)
  @Mutation(() => Car, { description: "Replaces a car's fields; a new image replaces the old one, none keeps it." })
  async updateCar(
    @Arg('id', () => ID, { description: ARG_DESCRIPTIONS.id }) id: string,
    @Arg('input', () => CarInput, { description: ARG_DESCRIPTIONS.input }) input: CarInput,
    @Arg('image', () => GraphQLUpload, { nullable: true, description: ARG_DESCRIPTIONS.image }) image: Promise<FileUpload> | null,
    @Ctx() { em, services }: AppContext,
  ): Promise<Car> {
    return services.carAdmin.update(em, id, parseInput(carForm, input), await readUpload(image));
  }

  @Authorized(Role.Admin)
  @Mutation(() => Boolean, {
    description: 'Deletes a car and its past bookings; CONFLICT while it has a Pending or Accepted booking that has not ended.',
  })
  async deleteCar(
    @Arg('id', () => ID, { description: ARG_DESCRIPTIONS.id }) id: string,
    @Ctx() { em, services }: AppContext,
  ): Promise<boolean> {
    await services.carAdmin.delete(em, id);
    return true;
  }

  @Authorized(Role.Admin)
  @Mutation(() => [Car], {
    description: 'Sets the positions of the listed cars in one transaction; answers the catalogue in its new order.',
  })
  async reorderCars(
    @Arg('items', () => [CarOrderInput], { description: 'Each car with its new position' }) items: CarOrderInput[],
    @Ctx() { em, services }: AppContext,
  ): Promise<Car[]> {
    return services.carAdmin.reorder(em, parseInput(carPositionsInput, carPositionsOf(items)));
  }
}
