import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const createWebhookEndpointDocument = graphql(`
  mutation CreateWebhookEndpoint($url: String!, $events: [WebhookEventType!]!) {
    createWebhookEndpoint(url: $url, events: $events) { secret endpoint { id } }
  }
`);

/** Registers a webhook endpoint; the answer carries its signing secret, shown once. Admin token. */
export function useCreateWebhookEndpointMutation() {
  return useMutation(createWebhookEndpointDocument);
}
