import type { MyNotificationsQuery } from '../../gql/graphql';
import { CloseIcon } from '../icons';
import { ToneIcon } from './NotificationIcons';
import { notificationTone, TONE_COLOURS } from './notificationTone';
import { timeAgo } from './timeAgo';

type Notification = MyNotificationsQuery['myNotifications'][number];

export function NotificationItem({ notification, onDelete }: { notification: Notification; onDelete: (id: string) => void }) {
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
      <button type="button" className="notification__delete" aria-label="Delete notification" onClick={() => onDelete(notification.id)}>
        <CloseIcon size={16} />
      </button>
    </li>
  );
}
