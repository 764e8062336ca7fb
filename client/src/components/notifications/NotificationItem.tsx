import { useTranslation } from 'react-i18next';
import type { MyNotificationsQuery } from '../../gql/graphql';
import { CloseIcon } from '../icons';
import { ToneIcon } from './NotificationIcons';
import { notificationTone, TONE_COLOURS } from './notificationTone';
import { timeAgo } from './timeAgo';

type Notification = MyNotificationsQuery['myNotifications'][number];

export function NotificationItem({ notification, onDelete }: { notification: Notification; onDelete: (id: string) => void }) {
  const { t } = useTranslation();
  const tone = notificationTone(notification.message);
  return (
    <li className={notification.read ? 'notification' : 'notification notification--unread'} data-tone={tone}>
      <span className="notification__icon" style={{ color: TONE_COLOURS[tone] }}>
        <ToneIcon tone={tone} />
      </span>
      <div className="notification__text">
        <p>{notification.message}</p>
        <time dateTime={notification.createdAt}>{timeAgo(notification.createdAt)}</time>
      </div>
      <button
        type="button"
        className="notification__delete"
        aria-label={t('notifications.delete')}
        onClick={() => onDelete(notification.id)}
      >
        <CloseIcon size={16} />
      </button>
    </li>
  );
}
