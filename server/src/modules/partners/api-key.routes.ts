import { Router } from 'express';
import type { Services } from '../common/services.js';
import { requireAdmin } from '../../http/auth.js';
import type { ApiKey } from './api-key.entity.js';
import { partnerBookingToRest } from './partner-booking.service.js';
import { requireScope } from './partner-access.js';
import { ApiKeyScope } from './api-key.scopes.js';
import { readPage } from '../common/paging.js';
import { bodyOf, isoDate } from '../common/rest.js';
import { readOptionalPeriod } from '../availability/periods.js';
import { periodRestBody } from '../../http/catalogue-response.js';

export function apiKeyToRest(k: ApiKey) {
  return {
    _id: k.id,
    name: k.name,
    scopes: k.scopes,
    prefix: k.prefix,
    createdAt: isoDate(k.createdAt),
    lastUsedAt: isoDate(k.lastUsedAt),
    revokedAt: isoDate(k.revokedAt),
  };
}

/** Staff manage API keys; partners read and make bookings with one. */
export function apiKeyRoutes({ apiKeys, partnerBookings, catalogue }: Services): Router {
  const router = Router();

  router.post('/v1/admin/api-keys', requireAdmin, async (req, res) => {
    const { apiKey, key } = await apiKeys.create(req.em, bodyOf(req));
    res.status(201).json({ ...apiKeyToRest(apiKey), key });
  });
  router.get('/v1/admin/api-keys', requireAdmin, async (req, res) => {
    res.json((await apiKeys.list(req.em)).map(apiKeyToRest));
  });
  router.delete('/v1/admin/api-keys/:id', requireAdmin, async (req, res) => {
    const apiKey = await apiKeys.revoke(req.em, String(req.params.id));
    res.json({ message: 'API key revoked.', apiKey: apiKeyToRest(apiKey) });
  });

  // Requests with an API key skip the catalogue's fast path (app.ts) so that the key is checked; same bytes.
  router.get('/v1/cars', async (req, res) => {
    const period = readOptionalPeriod(req.query);
    const snap = await catalogue.current();
    res.set('Cache-Control', 'no-cache');
    if (period) res.type('json').send(periodRestBody(snap, period));
    else res.json(snap.rest);
  });

  router.get('/v1/partner/bookings', async (req, res) => {
    const key = requireScope(req.partner, ApiKeyScope.BookingsRead);
    const page = readPage(req.query);
    const { items, total } = await partnerBookings.list(req.em, key.id, page, req.query.status);
    res.json({ bookings: items.map(partnerBookingToRest), total, page: page.page, pageSize: page.pageSize });
  });
  router.get('/v1/partner/bookings/:id', async (req, res) => {
    const key = requireScope(req.partner, ApiKeyScope.BookingsRead);
    res.json(partnerBookingToRest(await partnerBookings.get(req.em, key.id, String(req.params.id))));
  });
  router.post('/v1/partner/bookings', async (req, res) => {
    const key = requireScope(req.partner, ApiKeyScope.BookingsWrite);
    const booking = await partnerBookings.create(req.em, key.id, bodyOf(req));
    res.status(201).json({ message: 'Booking submitted. Waiting for admin approval.', booking: partnerBookingToRest(booking) });
  });
  return router;
}
