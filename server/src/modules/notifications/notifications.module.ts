import { defineModule } from '../module.js';
import { Notification } from './notification.entity.js';
import { NotificationService } from './notification.service.js';
import { NotificationResolver } from './notification.resolver.js';
import { notificationOperations } from './notification.operations.js';
import { notificationTexts } from './notification.texts.js';

declare module '../common/services.js' {
  interface Services {
    notifications: NotificationService;
  }
}

export const notificationsModule = defineModule({
  name: 'notifications',
  needs: ['pubsub'],
  provides: ['notifications'],
  entities: [Notification],
  services: ({ pubsub }) => ({ notifications: new NotificationService(pubsub) }),
  resolvers: [NotificationResolver],
  operations: notificationOperations,
  texts: notificationTexts,
});
