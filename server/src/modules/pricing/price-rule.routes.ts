import { Router } from 'express';
import type { Services } from '../common/services.js';
import { requireAdmin } from '../../http/auth.js';
import { bodyOf } from '../common/rest.js';

/** REST adapter for price rules (admin only); PriceRuleService decides everything. */
export function priceRuleRoutes({ priceRules }: Services): Router {
  const router = Router();
  router.post('/v1/admin/price-rules', requireAdmin, async (req, res) => {
    res.status(201).json({ _id: (await priceRules.create(req.em, bodyOf(req))).id });
  });
  router.get('/v1/admin/price-rules', requireAdmin, async (req, res) => {
    res.json((await priceRules.list(req.em)).map(({ id, ...rest }) => ({ _id: id, ...rest })));
  });
  router.delete('/v1/admin/price-rules/:id', requireAdmin, async (req, res) => {
    await priceRules.delete(req.em, String(req.params.id));
    res.json({ message: 'Price rule deleted.' });
  });
  return router;
}
