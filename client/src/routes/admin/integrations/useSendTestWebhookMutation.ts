import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const sendTestWebhookDocument = graphql(`
  mutation SendTestWebhook($id: ID!) { sendTestWebhook(id: $id) { id } }
`);

/** Sends a test event to a webhook endpoint. */
export function useSendTestWebhookMutation() {
  return useMutation(sendTestWebhookDocument);
}
