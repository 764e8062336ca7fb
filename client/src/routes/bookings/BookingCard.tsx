import { useTranslation } from 'react-i18next';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { CarPicture } from '../../components/CarPicture';
import { bookForLabel } from '../../components/period/bookFor';
import { formatRupees } from '../../lib/formatRupees';
import { isCancellable, isMovable } from './bookingTabs';
import type { BookingToMove } from './RescheduleDialog';
import { formatClock, formatDay } from '../../lib/cityClock';
import { StatusBadge } from '../../components/StatusBadge';
import { BookingPayments } from './BookingPayments';
import { DocumentIssues } from '../../components/DocumentIssues';
import { DocumentDownload } from '../../components/DocumentDownload';
import { customerAuthorization } from '../../apollo/authHeaders';
import { BillTable } from '../../components/trips/BillTable';
import { TripStageNote } from '../../components/trips/TripStageNote';
import { WholePrice } from '../../components/period/WholePrice';
import { langOfTyped } from '../../i18n/i18n';

export const BookingCardFragment = graphql(`
  fragment BookingCard_booking on Booking {
    id
    status
    pickupDate
    pickupTime
    dropDate
    dropTime
    bookFor
    amount
    cancellationCharge
    refundAmount
    cancelReason
    adminRemarks
    ...BookingPayments_booking
    documentIssues
    tripStage
    deliveryFee
    pickupAddress
    returnAddress
    bill {
      ...BillTable_bill
    }
    wholePrice {
      total
      gst
      grandTotal
      advance
      deposit
      kmIncluded
      fuelChargePerEighth
      lateGraceMinutes
      lateHourCharge
    }
    invoice {
      number
      url
    }
    creditNotes {
      number
      url
    }
    receiptVouchers {
      number
      url
    }
    refundVouchers {
      number
      url
    }
    car {
      id
      name
      image
    }
  }
`);

interface Props {
  booking: FragmentType<typeof BookingCardFragment>;
  onCancel: (id: string) => void;
  cancelling: boolean;
  /** Offered while the booking may still be moved (Pending or Accepted, more than 4 hours before its pick-up). */
  onReschedule?: (booking: BookingToMove) => void;
  /** Opens the payment dialog for what is due. */
  onPay?: (bookingId: string) => void;
  /** The first card of the list: its photo is likely the page's largest paint, so it loads at once and first. */
  priority?: boolean;
}

/** One of the customer's bookings: the car, its status, when, for how long, and Cancel while that is allowed. */
export function BookingCard(props: Props) {
  const { t, i18n } = useTranslation();
  const booking = getFragmentData(BookingCardFragment, props.booking);
  return (
    <article className="booking-card" aria-label={booking.car.name}>
      <CarPicture className="booking-card__image" image={booking.car.image} alt={booking.car.name} priority={props.priority} />
      <div className="booking-card__body">
        <div className="booking-card__head">
          <h2 lang={langOfTyped(booking.car.name, i18n.language)}>{booking.car.name}</h2>
          <StatusBadge status={booking.status} />
          <TripStageNote stage={booking.tripStage} />
        </div>
        <dl className="booking-card__facts">
          <dt>{t('bookings.pickup')}</dt>
          <dd>
            {formatDay(booking.pickupDate)}, {formatClock(booking.pickupTime)}
          </dd>
          <dt>{t('bookings.drop')}</dt>
          <dd>
            {formatDay(booking.dropDate)}, {formatClock(booking.dropTime)}
          </dd>
          <dt>{t('bookings.duration')}</dt>
          <dd>{bookForLabel(booking.bookFor)}</dd>
          <dt>{t('bookings.amount')}</dt>
          <dd>{formatRupees(booking.amount)}</dd>
          {booking.cancellationCharge != null && (
            <>
              <dt>{t('bookings.cancellationCharge')}</dt>
              <dd>{formatRupees(booking.cancellationCharge)}</dd>
            </>
          )}
          {booking.refundAmount != null && (
            <>
              <dt>{t('bookings.refund')}</dt>
              <dd>{formatRupees(booking.refundAmount)}</dd>
            </>
          )}
          {booking.cancelReason && (
            <>
              <dt>{t('bookings.reason')}</dt>
              <dd>{booking.cancelReason}</dd>
            </>
          )}
          {booking.adminRemarks && (
            <>
              <dt>{t('bookings.remarks')}</dt>
              <dd>{booking.adminRemarks}</dd>
            </>
          )}
        </dl>
        {/* Before the trip, what the booking will cost and the terms it is billed by; after it, the bill says. */}
        {isCancellable(booking.status) && booking.tripStage === 'NOT_STARTED' && <WholePrice price={booking.wholePrice} />}
        {props.onPay && <BookingPayments booking={booking} onPay={props.onPay} />}
        {booking.tripStage === 'NOT_STARTED' && <DocumentIssues issues={booking.documentIssues} status={booking.status} uploadLink />}
        {booking.bill && <BillTable bill={booking.bill} settled={booking.status === 'Completed'} />}
        {booking.invoice && (
          <DocumentDownload
            url={booking.invoice.url}
            fileName={booking.invoice.number}
            authorization={customerAuthorization}
            label={t('bookings.invoice', { number: booking.invoice.number })}
          />
        )}
        {booking.creditNotes.map((note) => (
          <DocumentDownload
            key={note.number}
            url={note.url}
            fileName={note.number}
            authorization={customerAuthorization}
            label={t('bookings.creditNote', { number: note.number })}
          />
        ))}
        {[
          ...booking.receiptVouchers.map((v) => ({ ...v, label: t('bookings.receiptVoucher', { number: v.number }) })),
          ...booking.refundVouchers.map((v) => ({ ...v, label: t('bookings.refundVoucher', { number: v.number }) })),
        ].map((v) => (
          <DocumentDownload key={v.number} url={v.url} fileName={v.number} authorization={customerAuthorization} label={v.label} />
        ))}
        {props.onReschedule && booking.tripStage === 'NOT_STARTED' && isMovable(booking) && (
          <button
            type="button"
            className="btn btn--ghost booking-card__cancel"
            onClick={() =>
              props.onReschedule!({
                ...booking,
                carId: booking.car.id,
                carName: booking.car.name,
                delivery: { pickup: booking.pickupAddress != null, return: booking.returnAddress != null },
              })
            }
          >
            {t('bookings.reschedule')}
          </button>
        )}
        {isCancellable(booking.status) && booking.tripStage === 'NOT_STARTED' && (
          <button
            type="button"
            className="btn btn--ghost booking-card__cancel"
            disabled={props.cancelling}
            onClick={() => props.onCancel(booking.id)}
          >
            {props.cancelling ? t('bookings.cancelling') : t('bookings.cancel')}
          </button>
        )}
      </div>
    </article>
  );
}
