import { memo, useCallback, useId, useMemo, useState, type FormEvent, type MouseEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../session/SessionContext';
import { bookCarReturnPath, rememberReturn } from '../../session/returnTo';
import { useCreateBookingMutation } from './useCreateBookingMutation';
import { refusedToken, serverMessage } from '../../components/serverMessage';
import { BookingFormFields } from './BookingFormFields';
import './booking-modal.css';
import { BookingCalendar } from './BookingCalendar';
import { DeliveryFields, NO_DELIVERY, collectsAtReturn, deliveryInput, deliversAtPickup, type DeliveryValues } from './DeliveryFields';
import { deliveryRefusal } from './deliveryRefusal';
import { readBookingSettings } from '../../site/bookingSettings';
import { QuoteSummary } from '../../components/period/QuoteSummary';
import { useRestJson } from '../../lib/useRestList';
import { busyDays, clashWith, completePeriod, formatMoment, type PeriodFields } from '../../components/period/period';
import { langOfTyped } from '../../i18n/i18n';
import {
  BOOKING_MESSAGES,
  applyBookingChange,
  bookingFailure,
  bookingFormDefaults,
  bookingLimits,
  bookingPhone,
  displayPhone,
  withCurrentPickup,
  type BookingFormValues,
} from './bookingForm';

export interface CarToBook {
  id: string;
  name: string;
}

interface Props {
  car: CarToBook;
  /** A period chosen on the listing: it fills the dates and times in (over the form's defaults). */
  period?: PeriodFields | null;
  onClose: () => void;
}

/**
 * 'Complete Your Booking' (SPEC.md sections 2, 4, 5, 8): a Pending booking of one car for the signed-in customer.
 * Memoised: the listing behind it re-renders on its own (the page going idle), and the calendar is its costliest part.
 */
export const BookingModal = memo(function BookingModal({ car, period, onClose }: Props) {
  const formId = useId();
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const initial = () => ({ ...bookingFormDefaults(), ...(period ?? {}) });
  const [values, setValues] = useState<BookingFormValues>(initial);
  // A period chosen on the listing wins over the drop-off that follows the duration, and over the pick-up that
  // follows the clock.
  const [dropFollows, setDropFollows] = useState(!period);
  const [pickupFollows, setPickupFollows] = useState(!period);
  // The inputs' minimum is the moment the modal opened, not each render's clock: otherwise, a minute later, the
  // browser would refuse the untouched default pick-up (that moment) before the form is even submitted.
  const [openedAt] = useState(() => new Date());
  const [delivery, setDelivery] = useState<DeliveryValues>(NO_DELIVERY);
  const settings = readBookingSettings();
  const [createBooking, { loading }] = useCreateBookingMutation();
  // The car's busy periods (Accepted bookings, nothing personal) over a plain GET: the dialog never loads Apollo to
  // show itself (issue 33), only to send the booking.
  const { data: availability } = useRestJson<PeriodFields[]>(`/api/v1/cars/${encodeURIComponent(car.id)}/availability?days=120`);
  const busy = useMemo(() => availability ?? [], [availability]);
  const busyOnDays = useMemo(() => busyDays(busy), [busy]);
  const chosen = completePeriod(values);
  // Explained before any request: the server would refuse it with 409.
  const clash = chosen ? clashWith(chosen, busy) : null;
  const change = useCallback(
    (patch: Partial<BookingFormValues>) => {
      setValues((current) => applyBookingChange(current, patch, dropFollows));
      if ('dropDate' in patch || 'dropTime' in patch) setDropFollows(false);
      if ('pickupDate' in patch || 'pickupTime' in patch) setPickupFollows(false);
    },
    [dropFollows],
  );
  const selectDays = useCallback((pickupDate: string, dropDate: string) => change({ pickupDate, dropDate }), [change]);

  // After sign-in, back to this car's modal (with the listing's period).
  const returnHereAfterSignIn = () => rememberReturn(bookCarReturnPath(car.id, period ? { ...period } : null));

  // SPEC.md's alert, then the way in: sign-in, and back here afterwards.
  const sendToLogin = () => {
    window.alert(BOOKING_MESSAGES.loginFirst);
    returnHereAfterSignIn();
    navigate('/userlogin');
  };

  // Runs before the browser's own field checks: a signed-out visitor is told to log in, nothing else.
  const requireLogin = (event: MouseEvent) => {
    if (user) return;
    event.preventDefault();
    sendToLogin();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) {
      sendToLogin();
      return;
    }
    const booking = pickupFollows ? withCurrentPickup(values, dropFollows) : values;
    try {
      await createBooking({
        input: { ...booking, carId: car.id, name: user.name, phone: bookingPhone(user.phone), delivery: deliveryInput(delivery) },
      });
    } catch (error) {
      // The session expired: the session provider has said so and sent the customer to sign in; they come back to
      // this modal rather than the bare listing, with no second message.
      if (refusedToken(error)) returnHereAfterSignIn();
      else window.alert(bookingFailure(deliveryRefusal(error, settings.serviceRadiusKm) ?? serverMessage(error)));
      return;
    }
    window.alert(BOOKING_MESSAGES.submitted);
    setValues(initial());
    setDelivery(NO_DELIVERY);
    setDropFollows(!period);
    setPickupFollows(!period);
    onClose();
  };

  const footer = (
    <>
      <button type="button" className="btn btn--ghost" onClick={onClose}>
        {t('common.cancel')}
      </button>
      <button type="submit" form={formId} className="btn btn--accent" disabled={loading || Boolean(clash)} onClick={requireLogin}>
        {loading ? t('booking.booking') : t('booking.confirm')}
      </button>
    </>
  );

  return (
    <Modal title={t('booking.title')} onClose={onClose} footer={footer}>
      <p className="booking-modal__car">
        <Trans
          i18nKey="booking.youAreBooking"
          values={{ car: car.name }}
          components={{ strong: <strong lang={langOfTyped(car.name, i18n.language)} /> }}
        />
      </p>
      <BookingCalendar busy={busyOnDays} from={values.pickupDate} to={values.dropDate} onSelect={selectDays} />
      <form id={formId} className="booking-form" onSubmit={submit}>
        <BookingFormFields
          name={user?.name ?? ''}
          phone={displayPhone(user?.phone)}
          values={values}
          limits={bookingLimits(values, openedAt)}
          onChange={change}
        />
        <DeliveryFields
          values={delivery}
          fee={settings.deliveryFee}
          radiusKm={settings.serviceRadiusKm}
          onChange={(patch) => setDelivery((current) => ({ ...current, ...patch }))}
        />
      </form>
      {clash && (
        <p className="booking-modal__clash" role="alert">
          {t('booking.clash', {
            from: formatMoment(clash.pickupDate, clash.pickupTime),
            to: formatMoment(clash.dropDate, clash.dropTime),
          })}
        </p>
      )}
      {chosen && !clash && (
        <QuoteSummary
          carId={car.id}
          period={chosen}
          bookFor={values.bookFor}
          delivery={{ pickup: deliversAtPickup(delivery), return: collectsAtReturn(delivery) }}
        />
      )}
    </Modal>
  );
});
