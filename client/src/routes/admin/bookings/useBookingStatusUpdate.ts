import { useState } from 'react';
import type { BookingStatus } from '../../../gql/graphql';
import { useSetBookingStatusMutation } from './useSetBookingStatusMutation';

/** Sets a booking's status, then reloads the list; SPEC.md: a failure is only logged. */
export function useBookingStatusUpdate(reload: () => void) {
  const [setBookingStatus] = useSetBookingStatusMutation();
  const [busyId, setBusyId] = useState<string | null>(null);

  const setStatus = async (id: string, status: BookingStatus) => {
    setBusyId(id);
    try {
      await setBookingStatus({ variables: { id, status } });
      reload();
    } catch (error) {
      console.error(`Could not set the booking to ${status}:`, error);
    } finally {
      setBusyId(null);
    }
  };

  return { setStatus, busyId };
}
