import { useDeleteWebhookEndpointMutation } from './useDeleteWebhookEndpointMutation';
import { useEnableWebhookEndpointMutation } from './useEnableWebhookEndpointMutation';
import { useSendTestWebhookMutation } from './useSendTestWebhookMutation';

/** An endpoint's three actions on the Integrations screen: delete, enable again, send a test event. */
export function useWebhookEndpointActions() {
  const [remove, removal] = useDeleteWebhookEndpointMutation();
  const [enable, enabling] = useEnableWebhookEndpointMutation();
  const [sendTest, sending] = useSendTestWebhookMutation();
  return { remove, enable, sendTest, busy: removal.loading || enabling.loading || sending.loading };
}
