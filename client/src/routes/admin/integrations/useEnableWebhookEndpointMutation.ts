import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const enableWebhookEndpointDocument = graphql(`
  mutation EnableWebhookEndpoint($id: ID!) { enableWebhookEndpoint(id: $id) { id disabledAt disabledReason } }
`);

/** Enables a webhook endpoint the server disabled after failures. */
export function useEnableWebhookEndpointMutation() {
  return useMutation(enableWebhookEndpointDocument);
}
