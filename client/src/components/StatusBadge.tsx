import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '../gql/graphql';
import './status-badge.css';

/** A booking's status as a coloured pill (Accepted green, Rejected red, Pending yellow, Canceled orange, Completed blue). */
export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return <span className={`status-badge status-badge--${status.toLowerCase()}`}>{t(`status.${status}`)}</span>;
}
