import { useTranslation } from 'react-i18next';
import { useCallback, useId, useState } from 'react';
import { useCloseOnOutside } from '../useCloseOnOutside';
import { useDialog } from '../useDialog';
import { useNotificationFeed } from '../notifications/useNotificationFeed';
import { NotificationDropdown } from '../notifications/NotificationDropdown';
import { BellIcon } from '../notifications/NotificationIcons';
import { useMarkAllNotificationsReadMutation } from './useMarkAllNotificationsReadMutation';
import '../notifications/notifications.css';

/**
 * The bell for a signed-in customer: a badge with the unread count; opening the dropdown marks all read. The dropdown
 * is a small dialog: focus goes into it and back to the bell; Escape, the bell or a press outside close it.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const dropdownId = useId();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const root = useCloseOnOutside(open, close);
  const panel = useDialog(open, close, { lockScroll: false });
  const { notifications, loading, failed, unread } = useNotificationFeed();
  const [markAllRead] = useMarkAllNotificationsReadMutation();

  const toggle = () => {
    if (!open && unread > 0) {
      // SPEC.md: a failure here is only logged.
      markAllRead().catch((error: unknown) => console.error('Could not mark notifications read:', error));
    }
    setOpen(!open);
  };

  return (
    <div className="notifications" ref={root}>
      <button
        type="button"
        className="icon-button notifications__toggle"
        onClick={toggle}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={open ? dropdownId : undefined}
        aria-label={unread ? t('notifications.unread', { count: unread }) : t('notifications.title')}
      >
        <BellIcon />
        {unread > 0 && (
          <span className="notifications__badge" data-testid="notification-badge">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && <NotificationDropdown ref={panel} id={dropdownId} notifications={notifications} loading={loading} failed={failed} />}
    </div>
  );
}
