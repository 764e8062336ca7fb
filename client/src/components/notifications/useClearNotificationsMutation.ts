import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { myNotificationsDocument } from './notificationsQuery';

export const clearNotificationsDocument = graphql(`
  mutation ClearNotifications {
    clearNotifications
  }
`);

/** Deletes all the customer's notifications; the list in the cache empties. */
export function useClearNotificationsMutation() {
  return useMutation(clearNotificationsDocument, {
    update(cache) {
      cache.writeQuery({ query: myNotificationsDocument, data: { myNotifications: [] } });
    },
  });
}
