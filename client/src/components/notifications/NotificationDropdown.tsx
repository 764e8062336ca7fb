import { useTranslation } from 'react-i18next';
import type { Ref } from 'react';
import { toast } from '../../lib/toast';
import type { MyNotificationsQuery } from '../../gql/graphql';
import { useDeleteNotificationMutation } from './useDeleteNotificationMutation';
import { useClearNotificationsMutation } from './useClearNotificationsMutation';
import { NotificationItem } from './NotificationItem';
import '../form/form.css';

interface Props {
  ref?: Ref<HTMLDivElement>;
  id: string;
  notifications: MyNotificationsQuery['myNotifications'] | undefined;
  loading: boolean;
  failed: boolean;
}

function failedTo(what: string) {
  return (error: unknown) => {
    console.error(`Could not ${what}:`, error);
    toast.error(`Could not ${what}. Please try again.`);
  };
}

/** The bell's panel: Loading..., No notifications found., or the list with delete one and Clear all. */
export function NotificationDropdown({ ref, id, notifications, loading, failed }: Props) {
  const { t } = useTranslation();
  const [deleteNotification] = useDeleteNotificationMutation();
  const [clearNotifications, { loading: clearing }] = useClearNotificationsMutation();

  const remove = (notificationId: string) => {
    deleteNotification({ variables: { id: notificationId } }).catch(failedTo('delete the notification'));
  };
  const clearAll = () => {
    clearNotifications().catch(failedTo('clear the notifications'));
  };

  let body;
  if (loading)
    body = (
      <p className="notifications__state" role="status">
        {t('notifications.loading')}
      </p>
    );
  else if (failed)
    body = (
      <p className="notifications__state" role="status">
        {t('notifications.failed')}
      </p>
    );
  else if (!notifications?.length) body = <p className="notifications__state">{t('notifications.empty')}</p>;
  else
    body = (
      <ul className="notifications__list">
        {notifications.map((n) => (
          <NotificationItem key={n.id} notification={n} onDelete={remove} />
        ))}
      </ul>
    );

  return (
    <div
      ref={ref}
      className="notifications__dropdown"
      id={id}
      role="dialog"
      aria-modal="true"
      aria-label={t('notifications.title')}
      tabIndex={-1}
    >
      <div className="notifications__head">
        <strong>{t('notifications.title')}</strong>
        {Boolean(notifications?.length) && (
          <button type="button" className="link-button" onClick={clearAll} disabled={clearing}>
            {t('notifications.clearAll')}
          </button>
        )}
      </div>
      {body}
    </div>
  );
}
