import { z } from 'zod';
import { id, isoTime } from '../common/rest-schemas.js';

/** The webhooks module's REST documents and request bodies (common/rest-schemas.ts has the shared pieces). */
const webhookEvent = z.enum(['booking.created', 'booking.status_changed', 'booking.rescheduled', 'booking.cancelled', 'car.changed']);
export const WebhookEndpoint = z
  .strictObject({
    _id: id,
    url: z.string(),
    events: z.array(webhookEvent),
    createdAt: isoTime,
    disabledAt: isoTime.nullable(),
    disabledReason: z.string().nullable(),
  })
  .openapi('WebhookEndpoint');
export const NewWebhookEndpoint = z
  .strictObject({ ...WebhookEndpoint.shape, secret: z.string().openapi({ description: 'The signing secret (whsec_…), shown only now' }) })
  .openapi('NewWebhookEndpoint');
export const WebhookDelivery = z
  .strictObject({
    _id: id,
    eventId: z.string(),
    eventType: z.string(),
    status: z.enum(['pending', 'delivered', 'failed', 'skipped']),
    attempts: z.number().int(),
    lastStatusCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    lastAttemptAt: isoTime.nullable(),
    createdAt: isoTime,
  })
  .openapi('WebhookDelivery');

export const requests = {
  webhook: z.object({ url: z.string().max(500).openapi({ format: 'uri' }), events: z.array(webhookEvent).min(1).max(5) }),
};
