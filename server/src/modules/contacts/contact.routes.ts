import { LEGACY_LIST_PAGE } from '../common/paging.js';
import { Router } from 'express';
import type { Services } from '../common/services.js';
import { requireAdmin } from '../../http/auth.js';
import { bodyOf } from '../common/rest.js';
import { CONTACT_SENT } from './contact.service.js';
import { contactToRest } from './contact.rest.js';

/** REST adapter for contact messages (SPEC.md section 7). */
export function contactRoutes({ contacts }: Services): Router {
  const router = Router();
  router.post('/v1/contact/add', async (req, res) => {
    await contacts.send(req.em, bodyOf(req), req.ip ?? '');
    res.status(201).json({ message: CONTACT_SENT });
  });
  router.get('/v1/contact/all', requireAdmin, async (req, res) => {
    const { items, total } = await contacts.list(req.em, { search: req.query.search }, LEGACY_LIST_PAGE);
    res.set('X-Total-Count', String(total)).json(items.map(contactToRest));
  });
  return router;
}
