import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Modal } from '../../components/Modal';
import { serverMessage } from '../../components/serverMessage';
import type { BookFor } from '../../gql/graphql';
import { useRescheduleBookingMutation } from '../../mutations/useRescheduleBookingMutation';
import { PeriodPicker } from '../../components/period/PeriodPicker';
import { QuoteSummary } from '../../components/period/QuoteSummary';
import { completePeriod, type PeriodFields } from '../../components/period/period';

export interface BookingToMove extends PeriodFields {
  id: string;
  carId: string;
  carName: string;
  bookFor: BookFor;
  status: string;
  /** Its doorstep delivery legs: a move keeps them, and their fee. */
  delivery?: { pickup: boolean; return: boolean };
}

interface Props {
  booking: BookingToMove;
  onClose: () => void;
  onMoved: () => void;
}

/** New dates for a booking: the new price as they change, then the server decides (409 on a clash, 4 hours rule). */
export function RescheduleDialog({ booking, onClose, onMoved }: Props) {
  const formId = useId();
  const [period, setPeriod] = useState<PeriodFields>({
    pickupDate: booking.pickupDate,
    pickupTime: booking.pickupTime,
    dropDate: booking.dropDate,
    dropTime: booking.dropTime,
  });
  const [error, setError] = useState<string | null>(null);
  const [reschedule, { loading }] = useRescheduleBookingMutation();
  const chosen = completePeriod(period);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    let status: string | undefined;
    try {
      status = (await reschedule({ variables: { id: booking.id, input: chosen } })).data?.rescheduleBooking.status;
    } catch (failure) {
      setError(serverMessage(failure) ?? 'Could not reschedule the booking.');
      return;
    }
    toast.success(
      booking.status === 'Accepted' && status === 'Pending'
        ? 'Booking rescheduled. The new dates wait for our staff to confirm them.'
        : 'Booking rescheduled.',
    );
    onMoved();
    onClose();
  };

  const footer = (
    <>
      <button type="button" className="btn btn--ghost" onClick={onClose}>
        Close
      </button>
      <button type="submit" form={formId} className="btn btn--accent" disabled={loading || !chosen}>
        {loading ? 'Saving...' : 'Save new dates'}
      </button>
    </>
  );
  return (
    <Modal title={`Reschedule ${booking.carName}`} onClose={onClose} footer={footer}>
      <form id={formId} onSubmit={submit}>
        <PeriodPicker
          legend="New dates"
          value={period}
          onChange={(next) => {
            setPeriod(next);
            setError(null);
          }}
          hint={chosen ? null : 'Choose the new pick-up and drop-off, the drop-off after the pick-up.'}
        />
      </form>
      {error && (
        <p className="booking-modal__clash" role="alert">
          {error}
        </p>
      )}
      {chosen && <QuoteSummary carId={booking.carId} period={chosen} bookFor={booking.bookFor} delivery={booking.delivery} />}
      <p className="form-field__hint">
        Bookings can be moved until 4 hours before their pick-up.
        {booking.status === 'Accepted' &&
          ' A confirmed booking stays confirmed only for dates inside the ones we confirmed; other dates wait for our staff again.'}
      </p>
    </Modal>
  );
}
