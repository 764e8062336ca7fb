import { Router } from 'express';
import type { Services } from '../common/services.js';
import { requireAdmin, requireCustomer } from '../../http/auth.js';
import { viewerOf } from '../common/access.js';
import { singleImage } from '../../http/uploads.js';
import { userToRest } from './user.rest.js';
import { bodyOf } from '../common/rest.js';

/** REST adapter for the profile and the admin's users screen (SPEC.md section 7). */
export function userRoutes({ users, userDirectory }: Services): Router {
  const router = Router();
  // The e-mail field the legacy form sends is ignored: e-mail is read-only.
  router.put('/user/auth/update-profile', requireCustomer, singleImage('profilePic'), async (req, res) => {
    const { name, address, state, gender, dob } = bodyOf(req);
    const user = await users.updateProfile(req.em, viewerOf(req).id, { name, address, state, gender, dob }, req.file?.buffer);
    res.json({ user: userToRest(user) });
  });
  router.put('/user/auth/language', requireCustomer, async (req, res) => {
    const user = await users.setLanguage(req.em, viewerOf(req).id, bodyOf(req).language);
    res.json({ user: userToRest(user) });
  });
  router.get('/user/all', requireAdmin, async (req, res) => {
    const { items, total } = await userDirectory.listAll(req.em);
    res.set('X-Total-Count', String(total)).json(items.map(userToRest));
  });
  router.post('/user/bulk-delete', requireAdmin, async (req, res) => {
    const deleted = await userDirectory.deleteMany(req.em, bodyOf(req).ids);
    res.json({ message: `${deleted} ${deleted === 1 ? 'user' : 'users'} deleted.`, deleted });
  });
  router.delete('/user/:id', requireAdmin, async (req, res) => {
    await userDirectory.deleteOne(req.em, String(req.params.id));
    res.json({ message: 'User deleted.' });
  });
  return router;
}
