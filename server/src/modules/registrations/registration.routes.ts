import { LEGACY_LIST_PAGE } from '../common/paging.js';
import { Router } from 'express';
import type { Services } from '../common/services.js';
import { requireAdmin } from '../../http/auth.js';
import { countAnonymousUpload, singleImage } from '../../http/uploads.js';
import { registeredCarToRest } from './registration.rest.js';
import { bodyOf } from '../common/rest.js';

/** REST adapter for Register & Earn (SPEC.md section 7). */
export function registrationRoutes({ registrations, anonymousUploads }: Services): Router {
  const router = Router();
  router.post('/v1/car/register', countAnonymousUpload(anonymousUploads), singleImage('image'), async (req, res) => {
    const car = await registrations.register(req.em, bodyOf(req), req.file?.buffer, req.ip ?? '');
    res.status(201).json({ message: 'Car Registered Successfully', car: registeredCarToRest(car) });
  });
  router.get('/v1/car/cars', requireAdmin, async (req, res) => {
    const { items, total } = await registrations.list(req.em, LEGACY_LIST_PAGE);
    res.set('X-Total-Count', String(total)).json(items.map(registeredCarToRest));
  });
  router.delete('/v1/car/delete/:id', requireAdmin, async (req, res) => {
    await registrations.delete(req.em, String(req.params.id));
    res.json({ message: 'Registered car deleted.' });
  });
  return router;
}
