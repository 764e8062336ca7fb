import { useState } from 'react';
import { toast } from 'react-toastify';
import { useCancelBookingMutation } from '../../mutations/useCancelBookingMutation';
import { CANCEL_MESSAGES, cancelFailureMessage } from './cancelMessages';

/** Asks for the reason (an empty one makes no call), cancels, and says how it went. */
export function useCancelBookingFlow(onCancelled: () => void) {
  const [cancelBooking] = useCancelBookingMutation();
  const [cancellingId, setCancellingId] = useState<string | null>(null);

  const cancel = async (id: string) => {
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
