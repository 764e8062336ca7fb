import type { ModuleTexts } from '../common/server-texts.js';

/** Hindi for what the notification list answers (notification.operations.ts, notification.service.ts). */
export const notificationTexts: ModuleTexts = {
  hi: {
    'All notifications marked as read.': 'सारी सूचनाएँ पढ़ी हुई मान ली गईं।',
    'All notifications cleared.': 'सारी सूचनाएँ हटा दी गईं।',
    'Notification deleted.': 'सूचना हटा दी गई।',
    'This notification belongs to someone else.': 'यह सूचना किसी और की है।',
  },
};
