import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const deleteNotificationDocument = graphql(`
  mutation DeleteNotification($id: ID!) {
    deleteNotification(id: $id)
  }
`);

/** Deletes one of the customer's notifications and drops it from the cache. */
export function useDeleteNotificationMutation() {
  return useMutation(deleteNotificationDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'Notification', id: data.deleteNotification }) });
      cache.gc();
    },
  });
}
