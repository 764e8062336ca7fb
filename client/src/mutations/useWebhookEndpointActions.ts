import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import { adminContext } from '../apollo/authHeaders';

export const deleteWebhookEndpointDocument = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) { deleteWebhookEndpoint(id: $id) }
`);
export const enableWebhookEndpointDocument = graphql(`
  mutation EnableWebhookEndpoint($id: ID!) { enableWebhookEndpoint(id: $id) { id disabledAt disabledReason } }
`);
export const sendTestWebhookDocument = graphql(`
  mutation SendTestWebhook($id: ID!) { sendTestWebhook(id: $id) { id } }
`);

/** An endpoint's three actions on the Integrations screen: delete, enable again, send a test event. Admin token. */
export function useWebhookEndpointActions() {
  const context = adminContext();
  const [remove, removal] = useMutation(deleteWebhookEndpointDocument, { context });
  const [enable, enabling] = useMutation(enableWebhookEndpointDocument, { context });
  const [sendTest, sending] = useMutation(sendTestWebhookDocument, { context });
  return { remove, enable, sendTest, busy: removal.loading || enabling.loading || sending.loading };
}
