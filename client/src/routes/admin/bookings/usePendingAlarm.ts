import { useEffect, useReducer } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { usePollingFallback } from '../../../apollo/socketStatus';
import { ADMIN_BOOKINGS_POLL_MS, bookingChangedDocument } from './adminBookingsQuery';
import { ALARM_START, alarmReducer } from './pendingAlarm';

export const pendingCountDocument = graphql(`
  query PendingBookingCount {
    bookings(page: 1, pageSize: 1) {
      pendingCount
    }
  }
`);

/** The Pending count from the first load, then every booking event (or the 5 s poll while the socket is down). */
export function usePendingAlarm() {
  const [state, dispatch] = useReducer(alarmReducer, ALARM_START);
  const { data, error } = useQuery(pendingCountDocument, {
    pollInterval: usePollingFallback(ADMIN_BOOKINGS_POLL_MS, 'admin'),
    fetchPolicy: 'network-only',
  });
  useSubscription(bookingChangedDocument, {
    onData: ({ data: event }) => {
      const count = event.data?.bookingChanged.pendingCount;
      if (typeof count === 'number') dispatch({ type: 'count', count });
    },
  });

  const polled = data?.bookings.pendingCount;
  useEffect(() => {
    if (typeof polled === 'number') dispatch({ type: 'count', count: polled });
  }, [polled]);
  useEffect(() => {
    if (error) console.error('Could not read the pending bookings count:', error);
  }, [error]);

  return { ringing: state.ringing, stop: () => dispatch({ type: 'stop' }) };
}
