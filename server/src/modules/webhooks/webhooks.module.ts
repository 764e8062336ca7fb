import { defineModule } from '../module.js';
import { WebhookDelivery, WebhookEndpoint } from './webhook.entities.js';
import { WebhookService } from './webhook.service.js';
import { WebhookResolver } from './webhook.resolver.js';
import { webhookOperations } from './webhook.operations.js';

declare module '../common/services.js' {
  interface Services {
    webhooks: WebhookService;
  }
}

/** Signed webhooks: bookings and cars emit their events into it through the port of common/events.ts. */
export const webhooksModule = defineModule({
  name: 'webhooks',
  needs: ['config', 'outbox', 'pubsub', 'clock'],
  provides: ['webhooks'],
  entities: [WebhookEndpoint, WebhookDelivery],
  services: ({ config, outbox, pubsub, clock }) => ({
    webhooks: new WebhookService(outbox, config.webhooks, config.operatorEmail, pubsub, clock),
  }),
  resolvers: [WebhookResolver],
  operations: webhookOperations,
  stop: ({ webhooks }) => webhooks.close(),
});
