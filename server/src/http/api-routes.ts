import { Router } from 'express';
import type { Services } from '../services.js';
import { modules } from '../modules/index.js';
import { openApiDocument } from './openapi.js';
import { partnerGate } from '../modules/partners/partner-gate.js';
import { validateInput } from './contract/validate-input.js';

/**
 * The REST compatibility layer (SPEC.md section 7), mounted under /api: every module's routes.
 * GET /api/v1/cars is answered before Express (see hot-routes.ts).
 */
export function apiRoutes(services: Services): Router {
  const router = Router();
  // A request with a partner API key reaches only the routes its scopes open.
  router.use(partnerGate(services));
  const openApi = JSON.stringify(openApiDocument(services.config.site.siteName));
  router.get('/openapi.json', (_req, res) => {
    res.type('application/json').send(openApi);
  });
  // Every route's query, path parameters and JSON body against its declared operation (multipart: in uploads.ts).
  router.use(validateInput);
  for (const module of modules) if (module.routes) router.use(module.routes(services));
  return router;
}
