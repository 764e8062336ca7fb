import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './document-issues.css';

/** Statuses whose booking still leads to a handover: only these show the document rules they fail. */
const OPEN = new Set(['Pending', 'Accepted']);

interface Props {
  /** Booking.documentIssues: the rules the booking still fails on its pick-up day. */
  issues: readonly string[];
  status: string;
  /** The customer's view links to the Documents section of the profile. */
  uploadLink?: boolean;
}

/** Which document rule a booking still fails ("Licence not verified yet"), on /bookings and the admin booking row. */
export function DocumentIssues({ issues, status, uploadLink = false }: Props) {
  const { t } = useTranslation();
  if (!OPEN.has(status) || issues.length === 0) return null;
  return (
    <div className="document-issues" role="note" aria-label={t('documentIssues.label')}>
      <ul>
        {issues.map((issue) => (
          <li key={issue}>{issue}</li>
        ))}
      </ul>
      {uploadLink && (
        <Link to="/profile#documents" className="document-issues__link">
          {t('documentIssues.upload')}
        </Link>
      )}
    </div>
  );
}
