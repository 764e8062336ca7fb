import { useId, useState, type FormEvent, type MouseEvent } from 'react';
import { Modal } from '../../components/Modal';
import { useSession } from '../../session/SessionContext';
import { useCreateBookingMutation } from '../../mutations/useCreateBookingMutation';
import { serverMessage } from '../../components/serverMessage';
import { BookingFormFields } from './BookingFormFields';
import './booking-modal.css';
import { BOOKING_MESSAGES, bookingFailure, bookingFormDefaults, bookingPhone, displayPhone, type BookingFormValues } from './bookingForm';

export interface CarToBook {
  id: string;
  name: string;
}

interface Props {
  car: CarToBook;
  onClose: () => void;
}

/** 'Complete Your Booking' (SPEC.md sections 2, 4, 5, 8): a Pending booking of one car for the signed-in customer. */
export function BookingModal({ car, onClose }: Props) {
  const formId = useId();
  const { user } = useSession();
  const [values, setValues] = useState<BookingFormValues>(() => bookingFormDefaults());
  const [createBooking, { loading }] = useCreateBookingMutation();

  // Runs before the browser's own field checks: a signed-out visitor is told to log in, nothing else.
  const requireLogin = (event: MouseEvent) => {
    if (user) return;
    event.preventDefault();
    window.alert(BOOKING_MESSAGES.loginFirst);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) {
      window.alert(BOOKING_MESSAGES.loginFirst);
      return;
    }
    try {
      await createBooking({
        variables: { input: { ...values, carId: car.id, name: user.name, phone: bookingPhone(user.phone) } },
      });
    } catch (error) {
      window.alert(bookingFailure(serverMessage(error)));
      return;
    }
    window.alert(BOOKING_MESSAGES.submitted);
    setValues(bookingFormDefaults());
    onClose();
  };

  const footer = (
    <>
      <button type="button" className="btn btn--ghost" onClick={onClose}>Cancel</button>
      <button type="submit" form={formId} className="btn btn--accent" disabled={loading} onClick={requireLogin}>
        {loading ? 'Booking...' : 'Confirm Booking'}
      </button>
    </>
  );

  return (
    <Modal title="Complete Your Booking" onClose={onClose} footer={footer}>
      <p className="booking-modal__car">You are booking the <strong>{car.name}</strong>.</p>
      <form id={formId} className="booking-form" onSubmit={submit}>
        <BookingFormFields name={user?.name ?? ''} phone={displayPhone(user?.phone)} values={values}
          onChange={(patch) => setValues((current) => ({ ...current, ...patch }))} />
      </form>
    </Modal>
  );
}
