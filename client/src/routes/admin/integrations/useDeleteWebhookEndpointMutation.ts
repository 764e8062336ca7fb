import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const deleteWebhookEndpointDocument = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) { deleteWebhookEndpoint(id: $id) }
`);

/** Deletes a webhook endpoint. */
export function useDeleteWebhookEndpointMutation() {
  return useMutation(deleteWebhookEndpointDocument);
}
