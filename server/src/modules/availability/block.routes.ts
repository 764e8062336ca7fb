import { Router } from 'express';
import type { Services } from '../common/services.js';
import { requireAdmin } from '../../http/auth.js';
import { bodyOf } from '../common/rest.js';

/** REST adapter for maintenance blocks (admin only); BlockService decides everything. */
export function blockRoutes({ blocks }: Services): Router {
  const router = Router();
  router.post('/v1/admin/blocks', requireAdmin, async (req, res) => {
    res.status(201).json({ _id: (await blocks.create(req.em, bodyOf(req))).id });
  });
  router.get('/v1/admin/blocks', requireAdmin, async (req, res) => {
    const list = await blocks.list(req.em, req.query.carId);
    res.json(list.map(({ id, ...rest }) => ({ _id: id, ...rest })));
  });
  router.delete('/v1/admin/blocks/:id', requireAdmin, async (req, res) => {
    await blocks.delete(req.em, String(req.params.id));
    res.json({ message: 'Block deleted.' });
  });
  return router;
}
