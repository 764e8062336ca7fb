/**
 * Slot for the notification bell (SPEC.md "Navigation"): a badge with the unread count and a dropdown
 * (Loading..., No notifications found.). The notifications feature fills this in; the header already
 * renders it for signed-in customers, next to the profile menu.
 */
export function NotificationBell() {
  return null;
}
