import { Router } from 'express';
import type { Services } from '../common/services.js';
import { requireAdmin } from '../../http/auth.js';
import { singleImage } from '../../http/uploads.js';
import { carToRest } from './car.rest.js';
import { bodyOf } from '../common/rest.js';

/** REST adapter for cars. GET /api/v1/cars itself is answered before Express (CarCatalogue.serveRest). */
export function carRoutes({ cars, carAdmin }: Services): Router {
  const router = Router();
  router.get('/v1/cars/:id', async (req, res) => {
    res.json(carToRest(await cars.get(req.em, req.params.id)));
  });
  // The guard comes before multer: nobody uploads anything without the admin token.
  router.post('/v1/cars/reorder', requireAdmin, async (req, res) => {
    const ordered = await carAdmin.reorder(req.em, req.body);
    res.json({ message: 'Car order saved!', cars: ordered.map(carToRest) });
  });
  router.post('/v1/cars', requireAdmin, singleImage('image'), async (req, res) => {
    const car = await carAdmin.create(req.em, bodyOf(req), req.file?.buffer);
    res.status(201).json({ message: 'Car added!', car: carToRest(car) });
  });
  router.put('/v1/cars/:id', requireAdmin, singleImage('image'), async (req, res) => {
    const car = await carAdmin.update(req.em, String(req.params.id), bodyOf(req), req.file?.buffer);
    res.json({ message: 'Car updated!', car: carToRest(car) });
  });
  router.delete('/v1/cars/:id', requireAdmin, async (req, res) => {
    await carAdmin.delete(req.em, String(req.params.id));
    res.json({ message: 'Car deleted!' });
  });
  return router;
}
