import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';

export const deleteWebhookEndpointDocument = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) { deleteWebhookEndpoint(id: $id) }
`);
export const enableWebhookEndpointDocument = graphql(`
  mutation EnableWebhookEndpoint($id: ID!) { enableWebhookEndpoint(id: $id) { id disabledAt disabledReason } }
`);
export const sendTestWebhookDocument = graphql(`
  mutation SendTestWebhook($id: ID!) { sendTestWebhook(id: $id) { id } }
`);

/** An endpoint's three actions on the Integrations screen: delete, enable again, send a test event. */
export function useWebhookEndpointActions() {
  const [remove, removal] = useMutation(deleteWebhookEndpointDocument);
  const [enable, enabling] = useMutation(enableWebhookEndpointDocument);
  const [sendTest, sending] = useMutation(sendTestWebhookDocument);
  return { remove, enable, sendTest, busy: removal.loading || enabling.loading || sending.loading };
}
