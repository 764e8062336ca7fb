import { useTranslation } from 'react-i18next';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { Modal } from '../../components/Modal';
import { serverMessage } from '../../components/serverMessage';
import type { BookFor } from '../../gql/graphql';
import { useRescheduleBookingMutation } from './useRescheduleBookingMutation';
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
  const { t } = useTranslation();
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
      setError(serverMessage(failure) ?? t('reschedule.failed'));
      return;
    }
    toast.success(booking.status === 'Accepted' && status === 'Pending' ? t('reschedule.doneWaiting') : t('reschedule.done'));
    onMoved();
    onClose();
  };

  const footer = (
    <>
      <button type="button" className="btn btn--ghost" onClick={onClose}>
        {t('reschedule.close')}
      </button>
      <button type="submit" form={formId} className="btn btn--accent" disabled={loading || !chosen}>
        {loading ? t('reschedule.saving') : t('reschedule.save')}
      </button>
    </>
  );
  return (
    <Modal title={t('reschedule.title', { car: booking.carName })} onClose={onClose} footer={footer}>
      <form id={formId} onSubmit={submit}>
        <PeriodPicker
          legend={t('reschedule.legend')}
          value={period}
          onChange={(next) => {
            setPeriod(next);
            setError(null);
          }}
          hint={chosen ? null : t('reschedule.hint')}
        />
      </form>
      {error && (
        <p className="booking-modal__clash" role="alert">
          {error}
        </p>
      )}
      {chosen && <QuoteSummary carId={booking.carId} period={chosen} bookFor={booking.bookFor} delivery={booking.delivery} />}
      <p className="form-field__hint">
        {t('reschedule.until')}
        {booking.status === 'Accepted' && t('reschedule.confirmedNote')}
      </p>
    </Modal>
  );
}
