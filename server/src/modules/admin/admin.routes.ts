import { Router } from 'express';
import type { Services } from '../common/services.js';
import { requireAdmin } from '../../http/auth.js';
import { viewerOf } from '../auth/access.js';
import { bodyOf } from '../common/rest.js';

/** REST adapter for the admin login (SPEC.md section 7). */
export function adminRoutes({ admins }: Services): Router {
  const router = Router();
  router.post('/v1/admin/login', async (req, res) => {
    res.json({ token: await admins.login(req.em, bodyOf(req), req.ip ?? '') });
  });
  router.post('/v1/admin/login-link', async (req, res) => {
    res.json({ token: await admins.loginWithLink(req.em, bodyOf(req).signin) });
  });
  router.post('/v1/admin/verify-token', requireAdmin, async (req, res) => {
    await admins.assertActive(req.em, viewerOf(req));
    res.json({ valid: true });
  });
  return router;
}
