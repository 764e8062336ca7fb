import { z } from 'zod';
import type { Services } from '../common/services.js';
import { array, created, defineOperations, op, deleteById, one, param } from '../common/operation.js';
import * as S from './price-rule.schemas.js';

/** Price rules (admin only): price-rule.schemas.ts checks a new rule, PriceRuleService stores it. */
export const priceRuleOperations = defineOperations<Services>([
  op({
    operationId: 'createPriceRule',
    method: 'post',
    path: '/v1/admin/price-rules',
    tag: 'Calendar',
    access: 'admin',
    body: { kind: 'json', schema: S.priceRuleInput, wordsAll: true },
    summary: 'Add a price rule (weekend, festival, season); quotes apply it at once, stored bookings keep their amount',
    ok: created('Created', z.strictObject({ _id: z.string() })),
    errors: [404],
    run: async (req, { priceRules }) => ({ _id: (await priceRules.create(req.em, req.input)).id }),
  }),
  {
    operationId: 'listPriceRules',
    method: 'get',
    path: '/v1/admin/price-rules',
    tag: 'Calendar',
    access: 'admin',
    summary: 'Every price rule, highest priority first',
    ok: one('Price rules', array(S.PriceRule)),
    run: async (req, { priceRules }) => (await priceRules.list(req.em)).map(({ id, ...rest }) => ({ _id: id, ...rest })),
  },
  deleteById({
    operationId: 'deletePriceRule',
    path: '/v1/admin/price-rules/{id}',
    tag: 'Calendar',
    summary: 'Remove a price rule',
    errors: [404],
    message: 'Price rule deleted.',
    remove: (req, { priceRules }) => priceRules.delete(req.em, param(req)),
  }),
]);
