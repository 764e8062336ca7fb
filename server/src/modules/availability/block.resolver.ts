import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Role } from '../common/enums.js';
import type { AppContext } from '../../graphql/context.js';
import { Block, BlockInput, Occupation } from './block.types.js';
import { ARG_DESCRIPTIONS } from '../common/descriptions.js';
import { parseInput } from '../common/parse-input.js';
import { blockListQuery, fleetQuery, requests } from './block.schemas.js';

@Resolver(() => Block)
export class BlockResolver {
  @Authorized(Role.Admin)
  @Query(() => [Block], { description: 'Maintenance blocks not yet ended, soonest first (of one car when carId is given)' })
  async blocks(
    @Arg('carId', () => ID, { nullable: true, description: 'Only this car' }) carId: string | null,
    @Ctx() { em, services }: AppContext,
  ): Promise<Block[]> {
    return services.blocks.list(em, parseInput(blockListQuery, { carId }).carId);
  }

  @Authorized(Role.Admin)
  @Mutation(() => ID, {
    description: 'Takes a car out of service for a period; refused (CONFLICT) over an Accepted booking or another block, naming it',
  })
  async createBlock(
    @Arg('input', () => BlockInput, { description: ARG_DESCRIPTIONS.input }) input: BlockInput,
    @Ctx() { em, services }: AppContext,
  ): Promise<string> {
    const block = parseInput(requests.block, input);
    return (await services.blocks.create(em, block)).id;
  }

  @Authorized(Role.Admin)
  @Mutation(() => Boolean, { description: 'Removes a maintenance block: the car is free again' })
  async deleteBlock(
    @Arg('id', () => ID, { description: ARG_DESCRIPTIONS.id }) id: string,
    @Ctx() { em, services }: AppContext,
  ): Promise<boolean> {
    await services.blocks.delete(em, id);
    return true;
  }

  @Authorized(Role.Admin)
  @Query(() => [Occupation], { description: "The fleet calendar: every car's Accepted bookings and blocks over `days` days from `from`" })
  async fleetCalendar(
    @Arg('from', () => String, { nullable: true, description: 'yyyy-MM-dd, default today' }) from: string | null,
    @Arg('days', () => Int, { nullable: true, description: '1 to 62, default 14' }) days: number | null,
    @Ctx() { em, services }: AppContext,
  ): Promise<Occupation[]> {
    return services.blocks.fleet(em, parseInput(fleetQuery, { from, days }));
  }
}
