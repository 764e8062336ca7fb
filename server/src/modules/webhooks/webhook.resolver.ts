import { Arg, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { WebhookDelivery, WebhookEndpoint } from './webhook.entities.js';
import { WebhookEventType } from '../common/events.js';
import { Role } from '../common/enums.js';
import type { AppContext } from '../../graphql/context.js';
import { parseInput } from '../common/parse-input.js';
import { webhookInput } from './webhook.schemas.js';

@ObjectType({ description: 'A new webhook endpoint: its signing secret is shown this once' })
export class CreatedWebhookEndpoint {
  @Field(() => WebhookEndpoint, { description: 'The registered endpoint' }) endpoint!: WebhookEndpoint;
  @Field(() => String, { description: 'The signing secret (whsec_…): X-Signature is an HMAC-SHA256 with it' }) secret!: string;
}

/** Staff register webhook endpoints and read their delivery logs. */
@Resolver()
export class WebhookResolver {
  @Authorized(Role.Admin)
  @Query(() => [WebhookEndpoint], { description: 'Every webhook endpoint, newest first' })
  async webhookEndpoints(@Ctx() { em, services }: AppContext): Promise<WebhookEndpoint[]> {
    return services.webhooks.list(em);
  }

  @Authorized(Role.Admin)
  @Query(() => [WebhookDelivery], { description: "An endpoint's newest 50 deliveries: status, attempts, last error" })
  async webhookDeliveries(
    @Arg('endpointId', () => ID, { description: 'The endpoint' }) endpointId: string,
    @Ctx() { em, services }: AppContext,
  ): Promise<WebhookDelivery[]> {
    return services.webhooks.deliveries(em, endpointId);
  }

  @Authorized(Role.Admin)
  @Mutation(() => CreatedWebhookEndpoint, { description: 'Registers an endpoint; private, loopback and link-local addresses are refused' })
  async createWebhookEndpoint(
    @Arg('url', () => String, { description: 'An http(s) URL on a public address' }) url: string,
    @Arg('events', () => [WebhookEventType], { description: 'The events to send it (at least one)' }) events: WebhookEventType[],
    @Ctx() { em, services }: AppContext,
  ): Promise<CreatedWebhookEndpoint> {
    return services.webhooks.register(em, parseInput(webhookInput, { url, events }));
  }

  @Authorized(Role.Admin)
  @Mutation(() => Boolean, { description: 'Deletes an endpoint and its delivery log' })
  async deleteWebhookEndpoint(
    @Arg('id', () => ID, { description: 'The endpoint' }) id: string,
    @Ctx() { em, services }: AppContext,
  ): Promise<boolean> {
    await services.webhooks.remove(em, id);
    return true;
  }

  @Authorized(Role.Admin)
  @Mutation(() => WebhookEndpoint, { description: 'Turns a disabled endpoint back on' })
  async enableWebhookEndpoint(
    @Arg('id', () => ID, { description: 'The endpoint' }) id: string,
    @Ctx() { em, services }: AppContext,
  ): Promise<WebhookEndpoint> {
    return services.webhooks.enable(em, id);
  }

  @Authorized(Role.Admin)
  @Mutation(() => WebhookDelivery, { description: 'Sends a signed webhook.test event to the endpoint now' })
  async sendTestWebhook(
    @Arg('id', () => ID, { description: 'The endpoint' }) id: string,
    @Ctx() { em, services }: AppContext,
  ): Promise<WebhookDelivery> {
    return services.webhooks.sendTest(em, id);
  }
}
