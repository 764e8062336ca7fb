import { useEffect } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { usePollingFallback } from '../../apollo/socketStatus';
import { myNotificationsDocument, notificationAddedDocument, NOTIFICATIONS_POLL_MS } from './notificationsQuery';

/** The signed-in customer's notifications: fetched once, then live over the socket (polled only while it is down). */
export function useNotificationFeed() {
  const { data, previousData, error } = useQuery(myNotificationsDocument, { pollInterval: usePollingFallback(NOTIFICATIONS_POLL_MS) });
  useSubscription(notificationAddedDocument, {
    onData: ({ client, data: event }) => {
      const added = event.data?.notificationAdded;
      if (!added) return;
      client.cache.updateQuery(
        { query: myNotificationsDocument },
        (current) =>
          current && {
            myNotifications: [added, ...current.myNotifications.filter((n) => n.id !== added.id)],
          },
      );
    },
  });

  useEffect(() => {
    if (error) console.error('Could not load notifications:', error);
  }, [error]);

  const notifications = (data ?? previousData)?.myNotifications;
  return {
    notifications,
    loading: !notifications && !error,
    failed: !notifications && Boolean(error),
    unread: notifications?.filter((n) => !n.read).length ?? 0,
  };
}
