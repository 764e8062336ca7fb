import type { EntityManager } from '@mikro-orm/postgresql';
import { registerEnumType } from 'type-graphql';
import type { Param } from './sql-params.js';

/*
 * The port where modules announce their changes (bookings, cars): they write to an EventSink and the webhooks module,
 * which implements it, fans the events out. The producers need only this file, so they do not import webhooks/.
 */

/** The events an endpoint can subscribe to. */
export enum WebhookEventType {
  BookingCreated = 'booking.created',
  BookingStatusChanged = 'booking.status_changed',
  BookingRescheduled = 'booking.rescheduled',
  BookingCancelled = 'booking.cancelled',
  CarChanged = 'car.changed',
}

registerEnumType(WebhookEventType, {
  name: 'WebhookEventType',
  description: 'An event a webhook endpoint can subscribe to',
  valuesConfig: {
    BookingCreated: { description: 'booking.created: a customer or a partner made a booking' },
    BookingStatusChanged: { description: 'booking.status_changed: staff accepted, rejected or completed a booking' },
    BookingRescheduled: { description: "booking.rescheduled: a booking's dates changed" },
    BookingCancelled: { description: 'booking.cancelled: the customer cancelled a booking' },
    CarChanged: { description: 'car.changed: a car was added, changed, reordered or deleted' },
  },
});

export const ALL_EVENTS: readonly WebhookEventType[] = Object.values(WebhookEventType);

/** What an event is about; the object sent is read when the event is fanned out to the endpoints. */
export type EventSubject = { bookingId: string } | { carId: string };

/**
 * Where services announce changes for webhooks. Inside a transaction the event is written with the change (the
 * durable outbox); outside one it is written right after.
 */
export interface EventSink {
  emit(em: EntityManager, type: WebhookEventType, subject: EventSubject): Promise<void>;
  /**
   * The same for a single-statement writer: SQL writing the event for each row of `from`, about the booking whose id
   * is its column `bookingIdSql`; null when no endpoint listens to `type`.
   */
  bookingEventSql(em: EntityManager, type: WebhookEventType): Promise<BookingEventSql | null>;
}

/** SQL writing a webhook event for each row of `from` (booking id: its column `bookingIdSql`), its values placed with `p`. */
export type BookingEventSql = (from: string, bookingIdSql: string, p: Param) => string;

export const NO_EVENTS: EventSink = {
  async emit() {},
  async bookingEventSql() {
    return null;
  },
};
