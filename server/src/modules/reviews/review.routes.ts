import { Router } from 'express';
import type { Services } from '../common/services.js';
import { requireAdmin } from '../../http/auth.js';
import { bodyOf } from '../common/rest.js';
import { LEGACY_LIST_PAGE } from '../common/paging.js';
import { reviewToRest } from './review.rest.js';

/** REST adapter for reviews (SPEC.md section 7). GET is public for Accepted reviews; ReviewService decides the rest. */
export function reviewRoutes({ reviews }: Services): Router {
  const router = Router();

  // The newest 1,000 (X-Total-Count says how many there are), like every legacy list.
  router.get('/v1/reviews', async (req, res) => {
    const { items, total } = await reviews.list(req.em, req, { status: req.query.status }, LEGACY_LIST_PAGE);
    res.set('X-Total-Count', String(total)).json(items.map(reviewToRest));
  });
  router.post('/v1/reviews', async (req, res) => {
    const review = await reviews.submit(req.em, bodyOf(req), req.ip ?? '');
    res.status(201).json({ message: 'Your review has been submitted for approval.', review: reviewToRest(review) });
  });
  router.put('/v1/reviews/status/:id', requireAdmin, async (req, res) => {
    const review = await reviews.setStatus(req.em, String(req.params.id), bodyOf(req).status);
    res.json({ message: `Review ${review.status}.`, review: reviewToRest(review) });
  });
  router.put('/v1/reviews/update/:id', requireAdmin, async (req, res) => {
    const review = await reviews.update(req.em, String(req.params.id), bodyOf(req));
    res.json({ message: 'Review updated.', review: reviewToRest(review) });
  });
  router.delete('/v1/reviews/delete/:id', requireAdmin, async (req, res) => {
    await reviews.delete(req.em, String(req.params.id));
    res.json({ message: 'Review deleted.' });
  });

  return router;
}
