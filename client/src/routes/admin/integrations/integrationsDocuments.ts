import { graphql } from '../../../gql';

export const apiKeysDocument = graphql(`
  query ApiKeys { apiKeys { id name prefix scopes createdAt lastUsedAt revokedAt } }
`);

export const webhookEndpointsDocument = graphql(`
  query WebhookEndpoints { webhookEndpoints { id url events createdAt disabledAt disabledReason } }
`);

export const webhookDeliveriesDocument = graphql(`
  query WebhookDeliveries($endpointId: ID!) {
    webhookDeliveries(endpointId: $endpointId) { id eventId eventType status attempts lastStatusCode lastError lastAttemptAt createdAt }
  }
`);
