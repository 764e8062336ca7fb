import { Router } from 'express';
import type { Services } from '../common/services.js';
import { requireCustomer } from '../../http/auth.js';
import { viewerOf } from '../auth/access.js';
import type { Notification } from './notification.entity.js';
import { isoDate } from '../common/rest.js';

export function notificationToRest(n: Notification) {
  return { _id: n.id, message: n.message, read: n.read, createdAt: isoDate(n.createdAt) };
}

/** REST adapter for a customer's notifications (SPEC.md section 7). */
export function notificationRoutes({ notifications }: Services): Router {
  const router = Router();
  router.use('/v1/notifications', requireCustomer);

  router.get('/v1/notifications/user', async (req, res) => {
    res.set('Cache-Control', 'no-cache').json((await notifications.listMine(req.em, viewerOf(req).id)).map(notificationToRest));
  });

  router.put('/v1/notifications/mark-all-read', async (req, res) => {
    const updated = await notifications.markAllRead(req.em, viewerOf(req).id);
    res.json({ message: 'All notifications marked as read.', updated });
  });

  // Before /:id, or 'clear-all' would be read as an id.
  router.delete('/v1/notifications/clear-all', async (req, res) => {
    const deleted = await notifications.clearAll(req.em, viewerOf(req).id);
    res.json({ message: 'All notifications cleared.', deleted });
  });

  router.delete('/v1/notifications/:id', async (req, res) => {
    await notifications.deleteMine(req.em, viewerOf(req).id, req.params.id);
    res.json({ message: 'Notification deleted.' });
  });

  return router;
}
