import { graphql } from '../../gql';

/** SPEC.md: notifications every 3 s, here only while the socket is down (see usePollingFallback). */
export const NOTIFICATIONS_POLL_MS = 3000;

export const myNotificationsDocument = graphql(`
  query MyNotifications {
    myNotifications {
      id
      message
      read
      createdAt
    }
  }
`);

export const notificationAddedDocument = graphql(`
  subscription NotificationAdded {
    notificationAdded {
      id
      message
      read
      createdAt
    }
  }
`);
