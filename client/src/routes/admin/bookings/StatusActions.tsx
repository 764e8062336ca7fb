import type { BookingStatus } from '../../../gql/graphql';

/** What an admin may set; Canceled belongs to the customer. */
export const ADMIN_ACTIONS: readonly { status: BookingStatus; label: string; className: string }[] = [
  { status: 'Accepted', label: 'Accept', className: 'btn btn--small status-action status-action--accept' },
  { status: 'Rejected', label: 'Reject', className: 'btn btn--small status-action status-action--reject' },
  { status: 'Completed', label: 'Complete', className: 'btn btn--small status-action status-action--complete' },
];

interface Props {
  status: BookingStatus;
  name: string;
  busy: boolean;
  onSet: (status: BookingStatus) => void;
}

/** Accept, Reject and Complete; all three disabled for a Canceled booking (SPEC.md section 4). */
export function StatusActions({ status, name, busy, onSet }: Props) {
  const locked = status === 'Canceled';
  return (
    <span className="status-actions">
      {ADMIN_ACTIONS.map((action) => (
        <button
          key={action.status}
          type="button"
          className={action.className}
          disabled={locked || busy}
          aria-label={`${action.label} booking of ${name}`}
          aria-pressed={status === action.status}
          onClick={() => onSet(action.status)}
        >
          {action.label}
        </button>
      ))}
    </span>
  );
}
