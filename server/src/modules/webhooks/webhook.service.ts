import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Outbox } from '../outbox/outbox.js';
import { MAIL } from '../outbox/mail.kind.js';
import { Booking } from '../bookings/booking.entity.js';
import { Car } from '../cars/car.entity.js';
import { carToRest } from '../cars/car.rest.js';
import { partnerBookingToRest } from '../partners/partner-booking.service.js';
import { findById } from '../common/find-by-id.js';
import { ALL_EVENTS, type BookingEventSql, type EventSink, type EventSubject, type WebhookEventType } from '../common/events.js';
import { DeliveryStatus, WebhookDelivery, WebhookEndpoint } from './webhook.entities.js';
import { assertPublicHost } from './ssrf.js';
import type { WebhookInput } from './webhook.schemas.js';
import { postSigned } from './webhook-sender.js';
import type { AppPubSub } from '../common/pubsub.js';
import type { Clock } from '../common/clock.js';

export const WEBHOOK_EVENT = 'webhook.event';
export const WEBHOOK_DELIVERY = 'webhook.delivery';
export const TEST_EVENT = 'webhook.test';

export interface WebhookConfig {
  /** WEBHOOK_ALLOW_PRIVATE=true: private, loopback and link-local targets are allowed (tests, local development). */
  allowPrivate: boolean;
  retryBaseMs: number;
  maxDelayMs: number;
  /** Attempts before a delivery is given up and its endpoint disabled. */
  maxAttempts: number;
  timeoutMs: number;
}

interface EventMessage {
  id: string;
  type: WebhookEventType;
  time: string;
  bookingId?: string;
  carId?: string;
}

// Which events have an enabled endpoint is remembered, so a booking with no subscriber writes nothing more; every
// process forgets it when any changes an endpoint (WEBHOOKS_CHANGED), and re-reads it at least this often anyway.
const SUBSCRIPTIONS_TTL_MS = 30_000;

/**
 * Signed webhooks over the durable outbox: services emit events (written with their change); the fan-out writes one
 * delivery per subscribed endpoint, each retried with exponential backoff for about a day; an endpoint whose
 * delivery gives up is disabled and staff are mailed.
 */
export class WebhookService implements EventSink {
  private subscribed: { types: Set<string>; at: number } | null = null;
  private readonly stopListening: () => void;

  constructor(
    private readonly outbox: Outbox,
    private readonly config: WebhookConfig,
    private readonly operatorEmail: string,
    private readonly pubsub: AppPubSub,
    /** When an event happened (its `time`) and a delivery was tried, as the site's clock says. */
    private readonly clock: Clock,
  ) {
    const changes = pubsub.subscribe('WEBHOOKS_CHANGED')[Symbol.asyncIterator]();
    void (async () => {
      for (let next = await changes.next(); !next.done; next = await changes.next()) this.subscribed = null;
    })();
    this.stopListening = () => void changes.return?.();
    outbox.register<EventMessage>(WEBHOOK_EVENT, (message, { em }) => this.fanOut(em, message));
    outbox.register<{ deliveryId: string }>(WEBHOOK_DELIVERY, ({ deliveryId }, { em, attempt }) => this.deliver(em, deliveryId, attempt), {
      retryBaseMs: config.retryBaseMs,
      maxDelayMs: config.maxDelayMs,
      maxAttempts: config.maxAttempts,
    });
  }

  async emit(em: EntityManager, type: WebhookEventType, subject: EventSubject): Promise<void> {
    if (!(await this.isSubscribed(em, type))) return;
    this.outbox.enqueue(em, WEBHOOK_EVENT, { id: randomUUID(), type, time: this.clock.now().toISOString(), ...subject });
    if (!em.isInTransaction()) {
      await em.flush();
      this.outbox.wake();
    }
  }

  /** Stops listening for other processes' endpoint changes (at shutdown). */
  close(): void {
    this.stopListening();
  }

  async bookingEventSql(em: EntityManager, type: WebhookEventType): Promise<BookingEventSql | null> {
    if (!(await this.isSubscribed(em, type))) return null;
    // The type is one of the enum's values, a constant of the statement; the time is a parameter, so that the
    // statement's text is the same on every run (a prepared statement: common/prepared-sql.ts).
    const time = this.clock.now().toISOString();
    return (from, bookingIdSql, p) =>
      Outbox.insertFromSql(
        WEBHOOK_EVENT,
        `jsonb_build_object('id', gen_random_uuid(), 'type', '${type}', 'time', ${p(time)}::text, 'bookingId', ${bookingIdSql})`,
        from,
      );
  }

  async register(em: EntityManager, { url, events }: WebhookInput): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    await assertPublicHost(url, this.config.allowPrivate);
    const secret = `whsec_${randomBytes(24).toString('base64url')}`;
    const endpoint = em.create(WebhookEndpoint, { url, events, secret });
    await em.flush();
    this.endpointsChanged();
    return { endpoint, secret };
  }

  async list(em: EntityManager): Promise<WebhookEndpoint[]> {
    return em.find(WebhookEndpoint, {}, { orderBy: { createdAt: 'desc', id: 'asc' } });
  }

  async remove(em: EntityManager, id: string): Promise<void> {
    const endpoint = await this.endpoint(em, id);
    await em.remove(endpoint).flush();
    this.endpointsChanged();
  }

  /** Turns a disabled endpoint back on; later events reach it again. */
  async enable(em: EntityManager, id: string): Promise<WebhookEndpoint> {
    const endpoint = await this.endpoint(em, id);
    endpoint.disabledAt = null;
    endpoint.disabledReason = null;
    await em.flush();
    this.endpointsChanged();
    return endpoint;
  }

  /** The newest deliveries of one endpoint (the screen's log). */
  async deliveries(em: EntityManager, id: string, limit = 50): Promise<WebhookDelivery[]> {
    const endpoint = await this.endpoint(em, id);
    return em.find(WebhookDelivery, { endpoint }, { orderBy: { createdAt: 'desc', id: 'asc' }, limit });
  }

  /** Sends a `webhook.test` event to one endpoint, through the same signed, retried path as real events. */
  async sendTest(em: EntityManager, id: string): Promise<WebhookDelivery> {
    const endpoint = await this.endpoint(em, id);
    const eventId = randomUUID();
    const body = JSON.stringify({
      id: eventId,
      type: TEST_EVENT,
      time: this.clock.now().toISOString(),
      object: { message: 'A test event sent by staff.' },
    });
    const delivery = await em.transactional(async (tx) => {
      const row = tx.create(WebhookDelivery, {
        endpoint: tx.getReference(WebhookEndpoint, endpoint.id),
        eventId,
        eventType: TEST_EVENT,
        body,
      });
      this.outbox.enqueue(tx, WEBHOOK_DELIVERY, { deliveryId: row.id });
      return row;
    });
    this.outbox.wake();
    return delivery;
  }

  private async endpoint(em: EntityManager, id: string): Promise<WebhookEndpoint> {
    return findById(em, WebhookEndpoint, id, 'Webhook endpoint not found.');
  }

  /** Forgets the subscriptions here at once, and on every other process when the NOTIFY arrives. */
  private endpointsChanged(): void {
    this.subscribed = null;
    this.pubsub.publish('WEBHOOKS_CHANGED', { at: new Date().toISOString() });
  }

  private async isSubscribed(em: EntityManager, type: string): Promise<boolean> {
    if (!this.subscribed || Date.now() - this.subscribed.at > SUBSCRIPTIONS_TTL_MS) {
      // em.execute, not em.getConnection().execute: inside the caller's transaction it runs on that transaction's
      // connection instead of taking a second one from the pool (50 bookings at once would otherwise starve it).
      const rows = await em.execute<{ type: string }[]>(
        'select distinct unnest(events) as type from webhook_endpoints where disabled_at is null',
      );
      this.subscribed = { types: new Set(rows.map((r) => r.type)), at: Date.now() };
    }
    return this.subscribed.types.has(type);
  }

  /** The object as it is now: a booking without its licence number, a car, or `{ _id, deleted: true }`. */
  private async snapshot(em: EntityManager, message: EventMessage): Promise<Record<string, unknown>> {
    if (message.bookingId) {
      const booking = await em.findOne(Booking, { id: message.bookingId }, { populate: ['car', 'user'] });
      return booking ? partnerBookingToRest(booking) : { _id: message.bookingId, deleted: true };
    }
    const car = message.carId ? await em.findOne(Car, { id: message.carId }) : null;
    return car ? carToRest(car) : { _id: message.carId, deleted: true };
  }

  /** One delivery per enabled endpoint subscribed to the event; a second run of the same event adds none. */
  private async fanOut(em: EntityManager, message: EventMessage): Promise<void> {
    const endpoints = await em
      .getConnection()
      .execute<{ id: string }[]>('select id from webhook_endpoints where disabled_at is null and ? = any(events)', [message.type]);
    if (!endpoints.length) return;
    const body = JSON.stringify({ id: message.id, type: message.type, time: message.time, object: await this.snapshot(em, message) });
    await em.transactional(async (tx) => {
      for (const { id } of endpoints) {
        const [row] = await tx.execute<{ id: string }[]>(
          `insert into webhook_deliveries (id, endpoint_id, event_id, event_type, body) values (?, ?, ?, ?, ?)
             on conflict (event_id, endpoint_id) do nothing returning id`,
          [randomUUID(), id, message.id, message.type, body],
        );
        if (row) await tx.execute(Outbox.insertSql(), [WEBHOOK_DELIVERY, JSON.stringify({ deliveryId: row.id })]);
      }
    });
    this.outbox.wake();
  }

  /** One attempt; throwing asks the outbox to retry later. The last failed attempt disables the endpoint. */
  private async deliver(em: EntityManager, deliveryId: string, attempt: number): Promise<void> {
    const delivery = await em.findOne(WebhookDelivery, { id: deliveryId }, { populate: ['endpoint'] });
    if (!delivery || delivery.status !== DeliveryStatus.Pending) return;
    const { endpoint } = delivery;
    if (endpoint.disabledAt) {
      delivery.status = DeliveryStatus.Skipped;
      await em.flush();
      return;
    }
    const result = await postSigned(endpoint.url, endpoint.secret, delivery.body, delivery.eventId, this.config);
    em.assign(delivery, { attempts: attempt, lastAttemptAt: this.clock.now(), lastStatusCode: result.status, lastError: result.error });
    if (result.ok) {
      delivery.status = DeliveryStatus.Delivered;
      await em.flush();
      return;
    }
    if (attempt < this.config.maxAttempts) {
      await em.flush();
      throw new Error(`webhook to ${endpoint.url}: ${result.error}`);
    }
    delivery.status = DeliveryStatus.Failed;
    endpoint.disabledAt = this.clock.now();
    endpoint.disabledReason = `Disabled after ${attempt} failed attempts to deliver ${delivery.eventType} (last: ${result.error}).`;
    this.outbox.enqueue(em, MAIL, {
      to: this.operatorEmail,
      subject: 'A webhook endpoint was disabled',
      text: `The webhook endpoint ${endpoint.url} kept failing and has been disabled.\n\n${endpoint.disabledReason}\n\nFix the receiver, then enable it again on the admin Integrations screen.`,
    });
    await em.flush();
    this.endpointsChanged();
  }
}
