import { Router } from 'express';
import type { Services } from '../common/services.js';
import { requireAdmin } from '../../http/auth.js';
import { singleImage } from '../../http/uploads.js';
import { bodyOf } from '../common/rest.js';
import { blogToRest, offerToRest } from './content.rest.js';

/** REST adapter for blogs and offers (SPEC.md section 7). The guard runs before any upload is read. */
export function contentRoutes({ blogs, offers }: Services): Router {
  const router = Router();

  router.get('/v1/blogs', async (req, res) => {
    res.json((await blogs.list(req.em)).map(blogToRest));
  });
  router.get('/v1/blogs/:id', async (req, res) => {
    res.json(blogToRest(await blogs.get(req.em, String(req.params.id))));
  });
  router.post('/v1/blogs', requireAdmin, singleImage('image'), async (req, res) => {
    res.status(201).json(blogToRest(await blogs.create(req.em, bodyOf(req), req.file?.buffer)));
  });
  router.put('/v1/blogs/:id', requireAdmin, singleImage('image'), async (req, res) => {
    res.json(blogToRest(await blogs.update(req.em, String(req.params.id), bodyOf(req), req.file?.buffer)));
  });
  router.delete('/v1/blogs/:id', requireAdmin, async (req, res) => {
    await blogs.delete(req.em, String(req.params.id));
    res.json({ message: 'Blog deleted.' });
  });

  router.get('/offers', async (req, res) => {
    res.json((await offers.list(req.em)).map(offerToRest));
  });
  router.post('/offers', requireAdmin, singleImage('image'), async (req, res) => {
    res.status(201).json(offerToRest(await offers.add(req.em, req.file?.buffer)));
  });
  router.delete('/offers/:id', requireAdmin, async (req, res) => {
    await offers.delete(req.em, String(req.params.id));
    res.json({ message: 'Offer deleted.' });
  });

  return router;
}
