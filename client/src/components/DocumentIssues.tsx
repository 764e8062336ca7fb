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
  if (!OPEN.has(status) || issues.length === 0) return null;
  return (
    <div className="document-issues" role="note" aria-label="Documents needed before pick-up">
      <ul>
        {issues.map((issue) => (
          <li key={issue}>{issue}</li>
        ))}
      </ul>
      {uploadLink && (
        <Link to="/profile#documents" className="document-issues__link">
          Upload your documents
        </Link>
      )}
    </div>
  );
}
