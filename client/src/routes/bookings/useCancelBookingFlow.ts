import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { toast } from 'react-toastify';
import { useCancelBookingMutation } from '../../mutations/useCancelBookingMutation';
import { CANCEL_MESSAGES, cancelFailureMessage } from './cancelMessages';
import { cancellationTermsDocument } from './cancellationTermsQuery';

/**
 * Shows what cancelling now costs (the policy's sentence, from the server; declining makes no call), asks for the
 * reason (an empty one makes no call), cancels, and says how it went. If the terms cannot be read, the customer is
 * told so and pointed to the policy, which the server applies either way.
 */
export function useCancelBookingFlow(onCancelled: () => void) {
  const client = useApolloClient();
  const [cancelBooking] = useCancelBookingMutation();
  const [cancellingId, setCancellingId] = useState<string | null>(null);

  const cancel = async (id: string) => {
    const sentence = await client.query({ query: cancellationTermsDocument, variables: { id }, fetchPolicy: 'network-only' }).then(
      ({ data }) => data?.cancellationTerms.sentence ?? null,
      () => null,
    );
    if (!window.confirm(`${sentence ?? CANCEL_MESSAGES.termsUnavailable}\n\n${CANCEL_MESSAGES.confirm}`)) return;
    const reason = window.prompt(CANCEL_MESSAGES.prompt)?.trim();
    if (!reason) return;
    setCancellingId(id);
    try {
      await cancelBooking({ variables: { id, reason } });
      toast.success(CANCEL_MESSAGES.cancelled);
      onCancelled();
    } catch (error) {
      toast.error(cancelFailureMessage(error));
    } finally {
      setCancellingId(null);
    }
  };

  return { cancel, cancellingId };
}
