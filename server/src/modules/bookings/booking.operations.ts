import { z } from 'zod';
import type { Services } from '../common/services.js';
import { viewerOf } from '../common/access.js';
import { LEGACY_LIST_PAGE } from '../common/paging.js';
import { array, created, defineOperations, op, one, param, reply, withMessage } from '../common/operation.js';
import { Message } from '../common/rest-schemas.js';
import * as S from './booking.schemas.js';
import { bookingToRest, quickBookingToRest } from './booking.rest.js';

/** Bookings (SPEC.md section 7): parse, call BookingService, shape in the legacy dialect. */
export const bookingOperations = defineOperations<Services>([
  op({
    operationId: 'getCarAvailability',
    method: 'get',
    path: '/v1/cars/{id}/availability',
    tag: 'Catalogue',
    access: 'catalogue',
    scope: 'catalogue:read',
    query: S.availabilityQuery,
    summary: "A car's busy periods (Accepted bookings), with no personal data",
    ok: one('Busy periods', array(S.BusyPeriod)),
    errors: [400],
    // Public: a car's busy periods (Accepted bookings) for the booking calendar and integrators; nothing personal.
    run: async (req, { bookings }) =>
      reply(await bookings.busyPeriods(req.em, param(req), req.queryInput), { 'Cache-Control': 'no-cache' }),
  }),
  op({
    operationId: 'getCarQuote',
    method: 'get',
    path: '/v1/cars/{id}/quote',
    tag: 'Catalogue',
    access: 'catalogue',
    scope: 'catalogue:read',
    query: S.quoteQuery,
    summary: "A car's price for a period under a plan, with GST, the advance, the deposit and the trip's terms (GraphQL's quote)",
    ok: one('The quote', S.Quote),
    errors: [400, 404],
    // A signed-in customer's earlier bookings decide a first-ride offer, so the answer is theirs: no shared cache.
    run: async (req, { bookings }) =>
      reply(await bookings.quote(req.em, { ...req.queryInput, carId: param(req) }, req.viewer), { 'Cache-Control': 'private, no-cache' }),
  }),
  {
    operationId: 'listBlockingBookings',
    method: 'get',
    path: '/v1/bookingsnew/status',
    tag: 'Catalogue',
    access: 'catalogue',
    scope: 'catalogue:read',
    summary: 'Bookings that make a car unavailable now (no personal data)',
    ok: one('Blocking bookings', array(S.BlockingBooking)),
    // Public and polled: only what marks a car unavailable now, and no personal data.
    run: async (req, { bookings }) => {
      const rows = await bookings.blocking(req.em);
      return reply(
        rows.map((r) => ({ _id: r.id, status: r.status, carId: { _id: r.carId } })),
        { 'Cache-Control': 'no-cache' },
      );
    },
  },
  op({
    operationId: 'createBooking',
    method: 'post',
    path: '/v1/bookingsnew/book',
    tag: 'Bookings',
    access: 'customer',
    body: { kind: 'json', schema: S.BookingRequest, wordsAll: true },
    summary: 'Book a car (Pending until an admin decides; 30 a day per customer)',
    ok: created('Booked', withMessage({ booking: S.Booking })),
    errors: [404, 409, 429],
    // The booking's statement keeps the key with the booking (bookings/booking-key.ts); a retry re-renders it.
    idempotent: { mutation: 'createBooking', handlesKey: true },
    run: async (req, { bookings }) => {
      const booking = await bookings.create(req.em, viewerOf(req).id, req.input, undefined, req.idempotency);
      return { message: 'Booking submitted. Waiting for admin approval.', booking: bookingToRest(booking) };
    },
  }),
  {
    operationId: 'listMyBookings',
    method: 'get',
    path: '/v1/bookingsnew/my',
    tag: 'Bookings',
    access: 'customer',
    summary: "The signed-in customer's bookings",
    ok: one('Bookings', z.strictObject({ bookings: array(S.Booking) })),
    run: async (req, { bookings }) => ({ bookings: (await bookings.listMine(req.em, viewerOf(req).id)).map(bookingToRest) }),
  },
  op({
    operationId: 'cancelBooking',
    method: 'put',
    path: '/v1/bookingsnew/cancel/{id}',
    tag: 'Bookings',
    access: 'customer',
    body: { kind: 'json', schema: S.requests.cancel, wordsAll: true },
    summary: 'Cancel an own Pending or Accepted booking (10 a day per customer)',
    ok: one('Cancelled', Message),
    errors: [409, 429],
    run: async (req, { bookings }) => {
      await bookings.cancel(req.em, viewerOf(req).id, param(req), req.input.reason);
      return { message: 'Booking cancelled.' };
    },
  }),
  op({
    operationId: 'rescheduleBooking',
    method: 'put',
    path: '/v1/bookingsnew/reschedule/{id}',
    tag: 'Bookings',
    access: 'customer',
    body: { kind: 'json', schema: S.requests.reschedule, wordsAll: true },
    summary: 'Move an own Pending or Accepted booking (until 4 hours before its pick-up)',
    ok: one('Moved', withMessage({ booking: S.Booking })),
    errors: [409],
    run: async (req, { bookings }) => {
      const booking = await bookings.reschedule(req.em, viewerOf(req).id, param(req), req.input);
      return { message: 'Booking rescheduled.', booking: bookingToRest(booking) };
    },
  }),
  op({
    operationId: 'listBookings',
    method: 'get',
    path: '/v1/bookingsnew/all',
    tag: 'Bookings',
    access: 'admin',
    query: S.bookingListFilter,
    summary: 'The newest 1,000 bookings (X-Total-Count, X-Pending-Count)',
    ok: one('Bookings', array(S.Booking)),
    errors: [400],
    run: async (req, { bookings }) => {
      const { items, total, pendingCount } = await bookings.list(req.em, req.queryInput, LEGACY_LIST_PAGE);
      return reply(items.map(bookingToRest), { 'X-Total-Count': String(total), 'X-Pending-Count': String(pendingCount) });
    },
  }),
  op({
    operationId: 'setBookingStatus',
    method: 'put',
    path: '/v1/bookingsnew/status/{id}',
    tag: 'Bookings',
    access: 'admin',
    body: { kind: 'json', schema: S.requests.bookingStatus, wordsAll: true },
    summary: 'Set Accepted, Rejected or Completed',
    ok: one('Changed', withMessage({ booking: S.Booking })),
    errors: [409],
    run: async (req, { bookings }) => {
      const { status, adminRemarks } = req.input;
      const booking = await bookings.setStatus(req.em, param(req), status, adminRemarks);
      return { message: `Booking ${booking.status}.`, booking: bookingToRest(booking) };
    },
  }),
  {
    operationId: 'confirmPickupArea',
    method: 'put',
    path: '/v1/bookingsnew/area-confirmed/{id}',
    tag: 'Bookings',
    access: 'admin',
    summary:
      'Confirm the area of a pick-up address taken on its landmark (pickupAreaToConfirm cleared); idempotent: a booking without the flag is answered unchanged',
    ok: one('Confirmed', withMessage({ booking: S.Booking })),
    errors: [404],
    run: async (req, { bookings }) => ({
      message: 'Area confirmed.',
      booking: bookingToRest(await bookings.confirmPickupArea(req.em, param(req))),
    }),
  },
  op({
    operationId: 'createQuickBooking',
    method: 'post',
    path: '/v1/bookings',
    tag: 'Bookings',
    access: 'customer',
    body: { kind: 'json', schema: S.QuickBookingRequest, wordsAll: true },
    summary: 'Quick booking from the home page (5 per customer per day)',
    ok: created('Booked', S.QuickBooking),
    errors: [429],
    idempotent: { mutation: 'createQuickBooking' },
    run: async (req, { quickBookings }) => quickBookingToRest(await quickBookings.create(req.em, viewerOf(req).id, req.input)),
  }),
]);
