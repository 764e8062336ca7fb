import { Router } from 'express';
import type { Services } from '../services.js';
import { carRoutes } from '../modules/cars/car.routes.js';
import { bookingRoutes } from '../modules/bookings/booking.routes.js';
import { notificationRoutes } from '../modules/notifications/notification.routes.js';
import { authRoutes } from '../modules/auth/auth.routes.js';
import { userRoutes } from '../modules/users/user.routes.js';
import { adminRoutes } from '../modules/admin/admin.routes.js';

/**
 * The REST compatibility layer (SPEC.md section 7), mounted under /api. Each module adds its router here.
 * GET /api/v1/cars is answered before Express (see app.ts and CarCatalogue).
 */
export function apiRoutes(services: Services): Router {
  const router = Router();
  router.use(carRoutes(services));
  router.use(bookingRoutes(services));
  router.use(notificationRoutes(services));
  router.use(authRoutes(services));
  router.use(userRoutes(services));
  router.use(adminRoutes(services));
  return router;
}
