import { Router } from 'express';
import type { Services } from '../common/services.js';
import { requireAdmin } from '../../http/auth.js';
import { bodyOf, isoDate } from '../common/rest.js';
import type { WebhookDelivery, WebhookEndpoint } from './webhook.entities.js';

export function endpointToRest(e: WebhookEndpoint) {
  return {
    _id: e.id,
    url: e.url,
    events: e.events,
    createdAt: isoDate(e.createdAt),
    disabledAt: isoDate(e.disabledAt),
    disabledReason: e.disabledReason ?? null,
  };
}

export function deliveryToRest(d: WebhookDelivery) {
  return {
    _id: d.id,
    eventId: d.eventId,
    eventType: d.eventType,
    status: d.status,
    attempts: d.attempts,
    lastStatusCode: d.lastStatusCode ?? null,
    lastError: d.lastError ?? null,
    lastAttemptAt: isoDate(d.lastAttemptAt),
    createdAt: isoDate(d.createdAt),
  };
}

/** Staff manage webhook endpoints (the admin token on every call). */
export function webhookRoutes({ webhooks }: Services): Router {
  const router = Router();
  router.post('/v1/admin/webhooks', requireAdmin, async (req, res) => {
    const { endpoint, secret } = await webhooks.register(req.em, bodyOf(req));
    res.status(201).json({ ...endpointToRest(endpoint), secret });
  });
  router.get('/v1/admin/webhooks', requireAdmin, async (req, res) => {
    res.json((await webhooks.list(req.em)).map(endpointToRest));
  });
  router.delete('/v1/admin/webhooks/:id', requireAdmin, async (req, res) => {
    await webhooks.remove(req.em, String(req.params.id));
    res.json({ message: 'Webhook endpoint deleted.' });
  });
  router.post('/v1/admin/webhooks/:id/enable', requireAdmin, async (req, res) => {
    res.json(endpointToRest(await webhooks.enable(req.em, String(req.params.id))));
  });
  router.post('/v1/admin/webhooks/:id/test', requireAdmin, async (req, res) => {
    const delivery = await webhooks.sendTest(req.em, String(req.params.id));
    res.status(202).json({ message: 'Test event queued.', delivery: deliveryToRest(delivery) });
  });
  router.get('/v1/admin/webhooks/:id/deliveries', requireAdmin, async (req, res) => {
    res.json((await webhooks.deliveries(req.em, String(req.params.id))).map(deliveryToRest));
  });
  return router;
}
