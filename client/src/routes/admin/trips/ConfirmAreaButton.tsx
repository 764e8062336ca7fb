import { useState } from 'react';
import { serverMessage } from '../../../components/serverMessage';
import { useConfirmPickupAreaMutation } from './useConfirmPickupAreaMutation';

/** Beside the "Area to confirm" badge: staff checked with the customer that the pick-up address is in the city. */
export function ConfirmAreaButton({ bookingId }: { bookingId: string }) {
  const [confirm, { loading }] = useConfirmPickupAreaMutation();
  const [error, setError] = useState<string | null>(null);
  return (
    <p className="admin-card__meta">
      <button
        type="button"
        className="btn btn--small"
        disabled={loading}
        onClick={() =>
          confirm({ variables: { bookingId } }).then(
            () => setError(null),
            (err: unknown) => setError(serverMessage(err) ?? 'Could not confirm the area. Please try again.'),
          )
        }
      >
        Area confirmed
      </button>
      {error && <span role="alert"> {error}</span>}
    </p>
  );
}
