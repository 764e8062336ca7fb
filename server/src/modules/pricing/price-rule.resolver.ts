import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Role } from '../common/enums.js';
import type { AppContext } from '../../graphql/context.js';
import { PriceRule, PriceRuleInput } from './price-rule.types.js';
import { ARG_DESCRIPTIONS } from '../common/descriptions.js';
import { parseInput } from '../common/parse-input.js';
import { priceRuleInput } from './price-rule.schemas.js';

@Resolver(() => PriceRule)
export class PriceRuleResolver {
  @Authorized(Role.Admin)
  @Query(() => [PriceRule], { description: 'Every price rule, highest priority first' })
  async priceRules(@Ctx() { em, services }: AppContext): Promise<PriceRule[]> {
    return services.priceRules.list(em);
  }

  @Authorized(Role.Admin)
  @Mutation(() => ID, { description: 'Adds a price rule; quotes apply it at once (stored bookings keep their amount)' })
  async createPriceRule(
    @Arg('input', () => PriceRuleInput, { description: ARG_DESCRIPTIONS.input }) input: PriceRuleInput,
    @Ctx() { em, services }: AppContext,
  ): Promise<string> {
    return (await services.priceRules.create(em, parseInput(priceRuleInput, { ...input }))).id;
  }

  @Authorized(Role.Admin)
  @Mutation(() => Boolean, { description: 'Removes a price rule' })
  async deletePriceRule(
    @Arg('id', () => ID, { description: ARG_DESCRIPTIONS.id }) id: string,
    @Ctx() { em, services }: AppContext,
  ): Promise<boolean> {
    await services.priceRules.delete(em, id);
    return true;
  }
}
