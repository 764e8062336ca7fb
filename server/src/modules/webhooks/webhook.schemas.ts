import { z } from 'zod';
import { id, isoTime } from '../common/rest-schemas.js';
import { ALL_EVENTS } from '../common/events.js';

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

const FULL_URL = 'Please give the endpoint as a full http:// or https:// URL.';
const urlOf = (text: string) => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};

/** The endpoint: an http(s) URL of at most 500 characters without a user name or password (its host: ssrf.ts). */
const webhookUrl = z
  .string({ error: FULL_URL })
  .max(500)
  .trim()
  .refine((text) => ['http:', 'https:'].includes(urlOf(text)?.protocol ?? ''), { error: FULL_URL })
  .refine((text) => !urlOf(text)?.username && !urlOf(text)?.password, { error: 'The URL must not carry a user name or password.' })
  .transform((text) => String(urlOf(text)))
  .openapi({ format: 'uri' });

const CHOOSE = `Choose at least one event: ${ALL_EVENTS.join(', ')}.`;

/**
 * A new endpoint (POST /api/v1/admin/webhooks, GraphQL's createWebhookEndpoint): its URL and 1 to 5 events, kept in
 * the events' own order without repeats.
 */
export const webhookInput = z.object({
  url: webhookUrl,
  events: z
    .array(webhookEvent, { error: CHOOSE })
    .min(1)
    .max(5)
    .transform((chosen) => ALL_EVENTS.filter((event) => chosen.includes(event))),
});
export type WebhookInput = z.output<typeof webhookInput>;
