import { LEGACY_LIST_PAGE } from '../common/paging.js';
import { Router } from 'express';
import type { Services } from '../common/services.js';
import { requireAdmin, requireCustomer } from '../../http/auth.js';
import { viewerOf } from '../auth/access.js';
import { bookingToRest, quickBookingToRest } from './booking.rest.js';
import { bodyOf } from '../common/rest.js';

/** REST adapter for bookings (SPEC.md section 7): parse, call BookingService, shape in the legacy dialect. */
export function bookingRoutes({ bookings, quickBookings }: Services): Router {
  const router = Router();

  router.post('/v1/bookingsnew/book', requireCustomer, async (req, res) => {
    const booking = await bookings.create(req.em, viewerOf(req).id, bodyOf(req));
    res.status(201).json({ message: 'Booking submitted. Waiting for admin approval.', booking: bookingToRest(booking) });
  });

  // Public and polled: only what marks a car unavailable now, and no personal data.
  router.get('/v1/bookingsnew/status', async (req, res) => {
    const rows = await bookings.blocking(req.em);
    res.set('Cache-Control', 'no-cache').json(rows.map((r) => ({ _id: r.id, status: r.status, carId: { _id: r.carId } })));
  });

  // Public: a car's busy periods (Accepted bookings) for the booking calendar and integrators; nothing personal.
  router.get('/v1/cars/:id/availability', async (req, res) => {
    const periods = await bookings.busyPeriods(req.em, String(req.params.id), req.query.from, req.query.days);
    res.set('Cache-Control', 'no-cache').json(periods);
  });

  router.get('/v1/bookingsnew/my', requireCustomer, async (req, res) => {
    const mine = await bookings.listMine(req.em, viewerOf(req).id);
    res.json({ bookings: mine.map(bookingToRest) });
  });

  router.put('/v1/bookingsnew/cancel/:id', requireCustomer, async (req, res) => {
    await bookings.cancel(req.em, viewerOf(req).id, String(req.params.id), bodyOf(req).reason);
    res.json({ message: 'Booking cancelled.' });
  });

  router.put('/v1/bookingsnew/reschedule/:id', requireCustomer, async (req, res) => {
    const booking = await bookings.reschedule(req.em, viewerOf(req).id, String(req.params.id), bodyOf(req));
    res.json({ message: 'Booking rescheduled.', booking: bookingToRest(booking) });
  });

  router.get('/v1/bookingsnew/all', requireAdmin, async (req, res) => {
    const { items, total, pendingCount } = await bookings.list(req.em, req.query, LEGACY_LIST_PAGE);
    res.set('X-Total-Count', String(total)).set('X-Pending-Count', String(pendingCount)).json(items.map(bookingToRest));
  });

  router.put('/v1/bookingsnew/status/:id', requireAdmin, async (req, res) => {
    const { status, adminRemarks } = bodyOf(req);
    const booking = await bookings.setStatus(req.em, String(req.params.id), status, adminRemarks);
    res.json({ message: `Booking ${booking.status}.`, booking: bookingToRest(booking) });
  });

  router.post('/v1/bookings', requireCustomer, async (req, res) => {
    const quick = await quickBookings.create(req.em, viewerOf(req).id, bodyOf(req));
    res.status(201).json(quickBookingToRest(quick));
  });

  return router;
}
