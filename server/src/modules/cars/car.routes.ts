import { Router } from 'express';
import type { Services } from '../../services.js';
import { carToRest } from './car.rest.js';

/** REST adapter for cars. GET /api/v1/cars itself is answered before Express (CarCatalogue.serveRest). */
export function carRoutes({ cars }: Services): Router {
  const router = Router();
  router.get('/v1/cars/:id', async (req, res) => {
    res.json(carToRest(await cars.get(req.em, req.params.id)));
  });
  return router;
}
