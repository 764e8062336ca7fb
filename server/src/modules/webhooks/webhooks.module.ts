import type { AppModule } from '../module.js';
import { WebhookDelivery, WebhookEndpoint } from './webhook.entities.js';
import { WebhookService } from './webhook.service.js';
import { WebhookResolver } from './webhook.resolver.js';
import { webhookOperations } from './webhook.operations.js';

declare module '../../services.js' {
  interface Services {
    webhooks: WebhookService;
  }
}

/** Listed right after the outbox: bookings and cars emit their events into it. */
export const webhooksModule: AppModule = {
  name: 'webhooks',
  entities: [WebhookEndpoint, WebhookDelivery],
  services: ({ config, outbox, pubsub }) => ({ webhooks: new WebhookService(outbox, config.webhooks, config.operatorEmail, pubsub) }),
  resolvers: [WebhookResolver],
  operations: webhookOperations,
  stop: ({ webhooks }) => webhooks.close(),
};
