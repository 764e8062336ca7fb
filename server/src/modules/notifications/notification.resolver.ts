import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { say } from '../common/server-texts.js';
import { oncePerEvent } from '../common/once-per-event.js';
import { findById } from '../common/find-by-id.js';
import { ForbiddenError } from '../common/errors.js';
import { Notification } from './notification.entity.js';
import type { AppContext } from '../../graphql/context.js';
import type { Topics } from '../common/pubsub.js';
import { Role } from '../common/enums.js';
import { viewerOf } from '../common/access.js';
import { ARG_DESCRIPTIONS } from '../common/descriptions.js';

type Added = Topics['NOTIFICATION_ADDED'][0];

// A subscription's context lives as long as the socket: the delivery reads with its own identity map.
const notificationOf = oncePerEvent((event: Added, services: AppContext['services']) =>
  findById(services.orm.em.fork(), Notification, event.notificationId, 'Notification not found.'),
);

@Resolver(() => Notification)
export class NotificationResolver {
  // Stored as the code says it (SPEC.md's English), read in the language the customer's screens ask for.
  @FieldResolver(() => String, { description: 'What happened, e.g. "Your booking for Fortuner on 2026-12-01 has been Accepted."' })
  message(@Root() notification: Notification, @Ctx() ctx: AppContext): string {
    return say(ctx.language, notification.message);
  }

  @Authorized(Role.Customer)
  @Query(() => [Notification], { description: 'Your latest notifications, newest first' })
  async myNotifications(@Ctx() ctx: AppContext): Promise<Notification[]> {
    return ctx.services.notifications.listMine(ctx.em, viewerOf(ctx).id);
  }

  @Authorized(Role.Customer)
  @Mutation(() => Int, { description: 'Marks all your notifications read; answers how many were unread' })
  async markAllNotificationsRead(@Ctx() ctx: AppContext): Promise<number> {
    return ctx.services.notifications.markAllRead(ctx.em, viewerOf(ctx).id);
  }

  @Authorized(Role.Customer)
  @Mutation(() => ID, { description: 'Deletes one of your notifications; answers its id' })
  async deleteNotification(@Arg('id', () => ID, { description: ARG_DESCRIPTIONS.id }) id: string, @Ctx() ctx: AppContext): Promise<string> {
    await ctx.services.notifications.deleteMine(ctx.em, viewerOf(ctx).id, id);
    return id;
  }

  @Authorized(Role.Customer)
  @Mutation(() => Int, { description: 'Deletes all your notifications; answers how many' })
  async clearNotifications(@Ctx() ctx: AppContext): Promise<number> {
    return ctx.services.notifications.clearAll(ctx.em, viewerOf(ctx).id);
  }

  @Authorized(Role.Customer)
  @Subscription(() => Notification, {
    topics: 'NOTIFICATION_ADDED',
    // Only the customer the notification belongs to.
    filter: ({ payload, context }: { payload: Added; context: AppContext }) => payload.userId === context.viewer?.id,
    description: 'Your new notifications, as they are created',
  })
  async notificationAdded(@Root() event: Added, @Ctx() ctx: AppContext): Promise<Notification> {
    // Read once for all of this process's sockets of that customer (a customer may have many tabs and devices).
    const notification = await notificationOf(event, ctx.services);
    if (notification.user.id !== viewerOf(ctx).id) throw new ForbiddenError('This notification belongs to someone else.');
    return notification;
  }
}
