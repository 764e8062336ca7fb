import type { EntityManager } from '@mikro-orm/postgresql';
import { Notification } from './notification.entity.js';
import type { User } from '../users/user.entity.js';
import type { AppPubSub } from '../common/pubsub.js';
import { ForbiddenError } from '../common/errors.js';
import { findById } from '../common/find-by-id.js';

/** What announcing a notification needs: its id and its owner (a Notification, or a row a statement wrote). */
export interface Announced {
  id: string;
  user: { id: string };
}

// The bell shows recent news; older notifications stay stored but are not listed.
export const NOTIFICATIONS_LISTED = 100;

/** A customer's notifications: written with the change they report, read, marked read and removed by their owner. */
export class NotificationService {
  constructor(private readonly pubsub: AppPubSub) {}

  /** Adds a notification about a booking in the caller's unit of work (same transaction as the change). */
  add(em: EntityManager, booking: { id: string; user: User }, message: string): Notification {
    return em.create(Notification, { user: booking.user, booking, message });
  }

  /**
   * The same write for a single-statement writer (bookings/booking-insert.ts): SQL inserting the notification
   * `messageSql` (an SQL expression) about each booking row of `from` (its columns id and user_id), returning its
   * id, which the writer announces after commit. This class is the only writer of the notifications table.
   */
  static insertFromSql(from: string, messageSql: string): string {
    return `insert into notifications (id, user_id, booking_id, message) select gen_random_uuid(), user_id, id, ${messageSql} from ${from}
  returning id`;
  }

  /** After commit: tells the owner's subscriptions, on every server process. */
  announce(notification: Announced): void {
    this.pubsub.publish('NOTIFICATION_ADDED', { userId: notification.user.id, notificationId: notification.id });
  }

  async listMine(em: EntityManager, userId: string): Promise<Notification[]> {
    return em.find(Notification, { user: userId }, { orderBy: { createdAt: 'desc', id: 'asc' }, limit: NOTIFICATIONS_LISTED });
  }

  /** One notification, for its owner only (subscription delivery, delete). */
  async getMine(em: EntityManager, userId: string, id: string): Promise<Notification> {
    const notification = await findById(em, Notification, id, 'Notification not found.');
    if (notification.user.id !== userId) throw new ForbiddenError('This notification belongs to someone else.');
    return notification;
  }

  /** Returns how many were unread. */
  async markAllRead(em: EntityManager, userId: string): Promise<number> {
    return em.nativeUpdate(Notification, { user: userId, read: false }, { read: true });
  }

  async deleteMine(em: EntityManager, userId: string, id: string): Promise<void> {
    await em.remove(await this.getMine(em, userId, id)).flush();
  }

  /** Returns how many were removed. */
  async clearAll(em: EntityManager, userId: string): Promise<number> {
    return em.nativeDelete(Notification, { user: userId });
  }
}
