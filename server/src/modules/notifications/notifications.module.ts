import type { AppModule } from '../module.js';
import { Notification } from './notification.entity.js';
import { NotificationService } from './notification.service.js';
import { NotificationResolver } from './notification.resolver.js';
import { notificationOperations } from './notification.operations.js';

declare module '../../services.js' {
  interface Services {
    notifications: NotificationService;
  }
}

export const notificationsModule: AppModule = {
  name: 'notifications',
  entities: [Notification],
  services: ({ pubsub }) => ({ notifications: new NotificationService(pubsub) }),
  resolvers: [NotificationResolver],
  operations: notificationOperations,
};
