import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Notification } from './notification.entity.js';
import type { AppContext } from '../../graphql/context.js';
import type { Topics } from '../../graphql/pubsub.js';
import { Role } from '../common/enums.js';

type Added = Topics['NOTIFICATION_ADDED'][0];

@Resolver(() => Notification)
export class NotificationResolver {
  @Authorized(Role.Customer)
  @Query(() => [Notification], { description: 'Your latest notifications, newest first' })
  async myNotifications(@Ctx() { em, services, viewer }: AppContext): Promise<Notification[]> {
    return services.notifications.listMine(em, viewer!.id);
  }

  @Authorized(Role.Customer)
  @Mutation(() => Int, { description: 'Marks all your notifications read; answers how many were unread' })
  async markAllNotificationsRead(@Ctx() { em, services, viewer }: AppContext): Promise<number> {
    return services.notifications.markAllRead(em, viewer!.id);
  }

  @Authorized(Role.Customer)
  @Mutation(() => ID, { description: 'Deletes one of your notifications; answers its id' })
  async deleteNotification(@Arg('id', () => ID) id: string, @Ctx() { em, services, viewer }: AppContext): Promise<string> {
    await services.notifications.deleteMine(em, viewer!.id, id);
    return id;
  }

  @Authorized(Role.Customer)
  @Mutation(() => Int, { description: 'Deletes all your notifications; answers how many' })
  async clearNotifications(@Ctx() { em, services, viewer }: AppContext): Promise<number> {
    return services.notifications.clearAll(em, viewer!.id);
  }

  @Authorized(Role.Customer)
  @Subscription(() => Notification, {
    topics: 'NOTIFICATION_ADDED',
    // Only the customer the notification belongs to.
    filter: ({ payload, context }: { payload: Added; context: AppContext }) => Boolean(context.viewer) && payload.userId === context.viewer!.id,
    description: 'Your new notifications, as they are created',
  })
  async notificationAdded(@Root() event: Added, @Ctx() { services, viewer }: AppContext): Promise<Notification> {
    // A subscription's context lives as long as the socket: each delivery reads with its own identity map.
    return services.notifications.getMine(services.orm.em.fork(), viewer!.id, event.notificationId);
  }
}
