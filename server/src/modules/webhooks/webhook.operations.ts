import type { Services } from '../common/services.js';
import { isoDate } from '../common/rest.js';
import { array, created, defineOperations, op, deleteById, one, param, withMessage } from '../common/operation.js';
import * as S from './webhook.schemas.js';
import type { WebhookDelivery, WebhookEndpoint } from './webhook.entities.js';

export function endpointToRest(e: WebhookEndpoint) {
  return {
    _id: e.id,
    url: e.url,
    events: e.events,
    createdAt: isoDate(e.createdAt),
    disabledAt: isoDate(e.disabledAt),
    disabledReason: e.disabledReason ?? null,
  };
}

export function deliveryToRest(d: WebhookDelivery) {
  return {
    _id: d.id,
    eventId: d.eventId,
    eventType: d.eventType,
    status: d.status,
    attempts: d.attempts,
    lastStatusCode: d.lastStatusCode ?? null,
    lastError: d.lastError ?? null,
    lastAttemptAt: isoDate(d.lastAttemptAt),
    createdAt: isoDate(d.createdAt),
  };
}

/** Staff manage webhook endpoints (the admin token on every call). */
export const webhookOperations = defineOperations<Services>([
  op({
    operationId: 'createWebhookEndpoint',
    method: 'post',
    path: '/v1/admin/webhooks',
    tag: 'Integrations',
    access: 'admin',
    body: { kind: 'json', schema: S.webhookInput, wordsAll: true },
    summary: 'Register a webhook endpoint (the signing secret is answered only here)',
    ok: created('Registered', S.NewWebhookEndpoint),
    run: async (req, { webhooks }) => {
      const { endpoint, secret } = await webhooks.register(req.em, req.input);
      return { ...endpointToRest(endpoint), secret };
    },
  }),
  {
    operationId: 'listWebhookEndpoints',
    method: 'get',
    path: '/v1/admin/webhooks',
    tag: 'Integrations',
    access: 'admin',
    summary: 'Webhook endpoints, newest first',
    ok: one('Endpoints', array(S.WebhookEndpoint)),
    run: async (req, { webhooks }) => (await webhooks.list(req.em)).map(endpointToRest),
  },
  deleteById({
    operationId: 'deleteWebhookEndpoint',
    path: '/v1/admin/webhooks/{id}',
    tag: 'Integrations',
    summary: 'Delete a webhook endpoint and its delivery log',
    message: 'Webhook endpoint deleted.',
    remove: (req, { webhooks }) => webhooks.remove(req.em, param(req)),
  }),
  {
    operationId: 'enableWebhookEndpoint',
    method: 'post',
    path: '/v1/admin/webhooks/{id}/enable',
    tag: 'Integrations',
    access: 'admin',
    summary: 'Turn a disabled endpoint back on',
    ok: one('Enabled', S.WebhookEndpoint),
    run: async (req, { webhooks }) => endpointToRest(await webhooks.enable(req.em, param(req))),
  },
  {
    operationId: 'sendTestWebhook',
    method: 'post',
    path: '/v1/admin/webhooks/{id}/test',
    tag: 'Integrations',
    access: 'admin',
    summary: 'Send a signed webhook.test event',
    ok: { 202: { description: 'Queued', schema: withMessage({ delivery: S.WebhookDelivery }) } },
    run: async (req, { webhooks }) => {
      const delivery = await webhooks.sendTest(req.em, param(req));
      return { message: 'Test event queued.', delivery: deliveryToRest(delivery) };
    },
  },
  {
    operationId: 'listWebhookDeliveries',
    method: 'get',
    path: '/v1/admin/webhooks/{id}/deliveries',
    tag: 'Integrations',
    access: 'admin',
    summary: "An endpoint's newest 50 deliveries",
    ok: one('Deliveries', array(S.WebhookDelivery)),
    run: async (req, { webhooks }) => (await webhooks.deliveries(req.em, param(req))).map(deliveryToRest),
  },
]);
