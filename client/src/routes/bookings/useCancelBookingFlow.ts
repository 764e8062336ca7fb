import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { toast } from '../../lib/toast';
import { useCancelBookingMutation } from './useCancelBookingMutation';
import { CANCEL_MESSAGES, cancelFailureMessage } from './cancelMessages';
import { cancellationTermsDocument } from './cancellationTermsQuery';
import type { CancellationTermsFields } from './cancellationSentence';
import type { CancelBookingDialogProps } from './CancelBookingDialog';

/**
 * Shows what cancelling now costs in the site's dialog (declining makes no call), asks SPEC.md's prompt for the
 * reason (an empty one makes no call), cancels, and says how it went. If the terms cannot be read, the dialog says
 * so and points to the policy, which the server applies either way. `confirming`: the dialog's props while it is open.
 */
export function useCancelBookingFlow(onCancelled: () => void) {
  const client = useApolloClient();
  const [cancelBooking] = useCancelBookingMutation();
  const [cancellingId, setCancellingId] = useState<string | null>(null);
  // terms: undefined while they are asked (the dialog says so at once), null when they could not be read.
  const [asking, setAsking] = useState<{ id: string; terms: CancellationTermsFields | null | undefined } | null>(null);

  const cancel = async (id: string) => {
    setAsking({ id, terms: undefined });
    const terms = await client.query({ query: cancellationTermsDocument, variables: { id }, fetchPolicy: 'network-only' }).then(
      ({ data }) => data?.cancellationTerms ?? null,
      () => null,
    );
    // Closed meanwhile (or another booking asked): the answer is not this dialog's any more.
    setAsking((current) => (current?.id === id ? { id, terms } : current));
  };

  const cancelWithReason = async (id: string) => {
    setAsking(null);
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

  const confirming: CancelBookingDialogProps | null = asking && {
    terms: asking.terms,
    onConfirm: () => void cancelWithReason(asking.id),
    onClose: () => setAsking(null),
  };
  return { cancel, cancellingId, confirming };
}
