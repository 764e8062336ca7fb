import { createPubSub } from '@graphql-yoga/subscription';

/** Topics and their payloads. Payloads carry ids only; subscribers load what they show. */
export type Topics = {
  /** A car, or a booking that changes a car's availability, changed somewhere. */
  CATALOGUE_CHANGED: [{ at: string }];
  /** A notification was created for one customer. */
  NOTIFICATION_ADDED: [{ userId: string; notificationId: string }];
  /** A booking was created or changed state (admins listen). */
  BOOKING_CHANGED: [{ bookingId: string; kind: 'created' | 'updated' }];
  /** A webhook endpoint was added, removed, enabled or disabled: forget which events have a subscriber. */
  WEBHOOKS_CHANGED: [{ at: string }];
  /** These accounts' sessions ended (deleted, password changed): forget cached checks, close their sockets. */
  SESSION_REVOKED: [{ role: string; ids: string[] }];
};

/** Over PostgreSQL LISTEN/NOTIFY in the app (graphql/pg-event-target.ts), so every process hears every change. */
export function createAppPubSub(eventTarget: EventTarget) {
  return createPubSub<Topics>({ eventTarget: eventTarget as never });
}

export type AppPubSub = ReturnType<typeof createAppPubSub>;
