import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { myNotificationsDocument } from '../notifications/notificationsQuery';

export const markAllNotificationsReadDocument = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

/** Marks every notification read, in the cache at once (optimistically) so the badge clears on open. */
export function useMarkAllNotificationsReadMutation() {
  return useMutation(markAllNotificationsReadDocument, {
    optimisticResponse: { markAllNotificationsRead: 0 },
    update(cache) {
      cache.updateQuery(
        { query: myNotificationsDocument },
        (data) =>
          data && {
            myNotifications: data.myNotifications.map((n) => ({ ...n, read: true })),
          },
      );
    },
  });
}
