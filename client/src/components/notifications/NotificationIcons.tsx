import type { ReactNode } from 'react';
import { Icon } from '../icons';
import type { NotificationTone } from './notificationTone';

export const BellIcon = ({ size = 22 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
  </Icon>
);

const TONE_PATHS: Record<NotificationTone, ReactNode> = {
  accepted: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12 3 3 5-6" />
    </>
  ),
  rejected: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m9 9 6 6M15 9l-6 6" />
    </>
  ),
  pending: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  canceled: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m5.6 5.6 12.8 12.8" />
    </>
  ),
  completed: (
    <>
      <path d="M5 21V4h11l-1.5 4L16 12H5" />
    </>
  ),
  other: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 8h.01M11 12h1v4h1" />
    </>
  ),
};

/** The icon for a notification's tone (a check, a cross, a clock, a ban, a flag, or an info mark). */
export function ToneIcon({ tone }: { tone: NotificationTone }) {
  return <Icon size={18}>{TONE_PATHS[tone]}</Icon>;
}
