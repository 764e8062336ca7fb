import { Router } from 'express';
import type { Services } from '../services.js';
import { carRoutes } from '../modules/cars/car.routes.js';

/**
 * The REST compatibility layer (SPEC.md section 7), mounted under /api. Each module adds its router here.
 * GET /api/v1/cars is answered before Express (see app.ts and CarCatalogue).
 */
export function apiRoutes(services: Services): Router {
  const router = Router();
  router.use(carRoutes(services));
  return router;
}
