import { defineModule } from '../module.js';
import { PriceRuleService } from './price-rule.service.js';
import { PriceRuleResolver } from './price-rule.resolver.js';
import { priceRuleOperations } from './price-rule.operations.js';

declare module '../common/services.js' {
  interface Services {
    priceRules: PriceRuleService;
  }
}

/** Price rules (issue 22): staff's weekend, festival and season prices; bookings/pricing.ts applies them. */
export const pricingModule = defineModule({
  name: 'pricing',
  needs: ['catalogue'],
  provides: ['priceRules'],
  services: ({ catalogue }) => ({ priceRules: new PriceRuleService(catalogue) }),
  resolvers: [PriceRuleResolver],
  operations: priceRuleOperations,
});
