import { useState } from 'react';
import { serverMessage } from '../../../components/serverMessage';
import { useWaiveBillLineMutation } from './useWaiveBillLineMutation';

/** Waives one bill line with a reason (asked on the spot); the waiver is kept on the bill and the invoice. */
export function WaiveLine({ bookingId, index, description }: { bookingId: string; index: number; description: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [waive, { loading }] = useWaiveBillLineMutation();
  if (!open)
    return (
      <button type="button" className="btn btn--ghost btn--small" onClick={() => setOpen(true)} aria-label={`Waive ${description}`}>
        Waive
      </button>
    );
  return (
    <form
      className="waive-line"
      onSubmit={(e) => {
        e.preventDefault();
        waive({ variables: { bookingId, index, reason } }).then(
          () => setOpen(false),
          (err: unknown) => setError(serverMessage(err) ?? 'Could not waive it. Please try again.'),
        );
      }}
    >
      <label>
        <span className="visually-hidden">Reason for waiving {description}</span>
        <input required placeholder="Reason" value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button type="submit" className="btn btn--primary btn--small" disabled={loading}>
        Confirm
      </button>
      {error && <span role="alert">{error}</span>}
    </form>
  );
}
