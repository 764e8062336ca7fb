import { z } from 'zod';
import type { Services } from '../common/services.js';
import type { ApiKey } from './api-key.entity.js';
import { partnerBookingToRest } from './partner-booking.service.js';
import { acceptedKey } from './partner-access.js';
import { readPage } from '../common/paging.js';
import { isoDate } from '../common/rest.js';
import { array, created, defineOperations, op, one, param, withMessage } from '../common/operation.js';
import * as S from './partner.schemas.js';

export function apiKeyToRest(k: ApiKey) {
  return {
    _id: k.id,
    name: k.name,
    scopes: k.scopes,
    prefix: k.prefix,
    createdAt: isoDate(k.createdAt),
    lastUsedAt: isoDate(k.lastUsedAt),
    revokedAt: isoDate(k.revokedAt),
  };
}

/** Staff manage API keys; partners read and make bookings with one (the registry checks the key's scope first). */
export const apiKeyOperations = defineOperations<Services>([
  op({
    operationId: 'createApiKey',
    method: 'post',
    path: '/v1/admin/api-keys',
    tag: 'Integrations',
    access: 'admin',
    body: { kind: 'json', schema: S.apiKeyInput, wordsAll: true },
    summary: 'Create a partner API key (the key is answered only here)',
    ok: created('Created', S.NewApiKey),
    run: async (req, { apiKeys }) => {
      const { apiKey, key } = await apiKeys.create(req.em, req.input);
      return { ...apiKeyToRest(apiKey), key };
    },
  }),
  {
    operationId: 'listApiKeys',
    method: 'get',
    path: '/v1/admin/api-keys',
    tag: 'Integrations',
    access: 'admin',
    summary: 'Partner API keys, newest first',
    ok: one('Keys', array(S.ApiKey)),
    run: async (req, { apiKeys }) => (await apiKeys.list(req.em)).map(apiKeyToRest),
  },
  {
    operationId: 'revokeApiKey',
    method: 'delete',
    path: '/v1/admin/api-keys/{id}',
    tag: 'Integrations',
    access: 'admin',
    summary: 'Revoke a partner API key at once',
    ok: one('Revoked', withMessage({ apiKey: S.ApiKey })),
    run: async (req, { apiKeys }) => ({ message: 'API key revoked.', apiKey: apiKeyToRest(await apiKeys.revoke(req.em, param(req))) }),
  },
  op({
    operationId: 'listPartnerBookings',
    method: 'get',
    path: '/v1/partner/bookings',
    tag: 'Partners',
    access: 'partner',
    scope: 'bookings:read',
    query: z.object({ page: z.string().optional(), pageSize: z.string().optional(), status: z.string().optional() }),
    summary: 'Bookings made with this API key',
    ok: one(
      'A page of bookings',
      z.strictObject({ bookings: array(S.PartnerBooking), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
    ),
    errors: [400],
    run: async (req, { partnerBookings }) => {
      const page = readPage(req.queryInput);
      const { items, total } = await partnerBookings.list(req.em, acceptedKey(req.partner).id, page, req.queryInput.status);
      return { bookings: items.map(partnerBookingToRest), total, page: page.page, pageSize: page.pageSize };
    },
  }),
  {
    operationId: 'getPartnerBooking',
    method: 'get',
    path: '/v1/partner/bookings/{id}',
    tag: 'Partners',
    access: 'partner',
    scope: 'bookings:read',
    summary: 'One booking made with this API key',
    ok: one('The booking', S.PartnerBooking),
    run: async (req, { partnerBookings }) =>
      partnerBookingToRest(await partnerBookings.get(req.em, acceptedKey(req.partner).id, param(req))),
  },
  op({
    operationId: 'createPartnerBooking',
    method: 'post',
    path: '/v1/partner/bookings',
    tag: 'Partners',
    access: 'partner',
    scope: 'bookings:write',
    body: { kind: 'json', schema: S.PartnerBookingRequest, wordsAll: true },
    summary: "Book for a customer named by e-mail, name and phone (the key's own quota: 50 Pending, 500 a day; never the customer's)",
    ok: created('Booked', withMessage({ booking: S.PartnerBooking })),
    errors: [404, 409],
    // The booking's statement keeps the key with the booking (bookings/booking-key.ts); a retry re-renders it.
    idempotent: { mutation: 'createPartnerBooking', handlesKey: true },
    run: async (req, { partnerBookings }) => {
      const booking = await partnerBookings.create(req.em, acceptedKey(req.partner).id, req.input, req.idempotency);
      return { message: 'Booking submitted. Waiting for admin approval.', booking: partnerBookingToRest(booking) };
    },
  }),
]);
