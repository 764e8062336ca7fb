import { Router } from 'express';
import type { Services } from '../services.js';
import { openApiDocument } from './openapi.js';
import { carRoutes } from '../modules/cars/car.routes.js';
import { contentRoutes } from '../modules/content/content.routes.js';
import { reviewRoutes } from '../modules/reviews/review.routes.js';
import { contactRoutes } from '../modules/contacts/contact.routes.js';
import { registrationRoutes } from '../modules/registrations/registration.routes.js';
import { bookingRoutes } from '../modules/bookings/booking.routes.js';
import { notificationRoutes } from '../modules/notifications/notification.routes.js';
import { authRoutes } from '../modules/auth/auth.routes.js';
import { userRoutes } from '../modules/users/user.routes.js';
import { adminRoutes } from '../modules/admin/admin.routes.js';
import { apiKeyRoutes } from '../modules/partners/api-key.routes.js';
import { partnerGate } from '../modules/partners/partner-gate.js';

/**
 * The REST compatibility layer (SPEC.md section 7), mounted under /api. Each module adds its router here.
 * GET /api/v1/cars is answered before Express (see app.ts and CarCatalogue).
 */
export function apiRoutes(services: Services): Router {
  const router = Router();
  // A request with a partner API key reaches only the routes its scopes open.
  router.use(partnerGate(services));
  const openApi = JSON.stringify(openApiDocument(services.config.site.siteName));
  router.get('/openapi.json', (_req, res) => { res.type('application/json').send(openApi); });
  router.use(carRoutes(services));
  router.use(contentRoutes(services));
  router.use(reviewRoutes(services));
  router.use(contactRoutes(services));
  router.use(registrationRoutes(services));
  router.use(bookingRoutes(services));
  router.use(notificationRoutes(services));
  router.use(authRoutes(services));
  router.use(userRoutes(services));
  router.use(adminRoutes(services));
  router.use(apiKeyRoutes(services));
  return router;
}
