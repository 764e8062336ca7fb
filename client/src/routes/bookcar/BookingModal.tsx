import { Modal } from '../../components/Modal';

export interface CarToBook {
  id: string;
  name: string;
}

interface Props {
  car: CarToBook;
  onClose: () => void;
}

/**
 * 'Complete Your Booking' (SPEC.md sections 2, 4, 5, 8). Shell only for now: the booking form
 * (name and phone from the profile, licence, dates and times, duration) is added by the bookings feature.
 */
export function BookingModal({ car, onClose }: Props) {
  return (
    <Modal title="Complete Your Booking" onClose={onClose}
      footer={<button type="button" className="btn btn--ghost" onClick={onClose}>Cancel</button>}>
      <p className="booking-modal__car">You are booking the <strong>{car.name}</strong>.</p>
    </Modal>
  );
}
