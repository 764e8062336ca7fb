import { useTranslation } from 'react-i18next';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { formatRupees } from '../../lib/formatRupees';
import { paymentFieldsFragment } from '../../components/payments/paymentFields';

export const BookingPaymentsFragment = graphql(`
  fragment BookingPayments_booking on Booking {
    id
    status
    paid
    due
    refunded
    payments {
      ...PaymentFields_payment
    }
  }
`);

const METHOD_KEYS: Record<string, 'payments.method.RAZORPAY' | 'payments.method.CASH' | 'payments.method.CARD'> = {
  RAZORPAY: 'payments.method.RAZORPAY',
  CASH: 'payments.method.CASH',
  CARD: 'payments.method.CARD',
};
const PURPOSES = ['ADVANCE', 'BALANCE', 'REFUND'] as const;
const STATES = ['DUE', 'CLAIMED', 'CONFIRMED', 'FAILED', 'REFUND_DUE', 'REFUNDED'] as const;
const known = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** What the booking owes and what moved: paid, due and refunded, each payment with its state, and Pay while due. */
export function BookingPayments(props: { booking: FragmentType<typeof BookingPaymentsFragment>; onPay: (bookingId: string) => void }) {
  const { t } = useTranslation();
  const booking = getFragmentData(BookingPaymentsFragment, props.booking);
  const payments = getFragmentData(paymentFieldsFragment, booking.payments);
  // An order never paid, and a refund or order withdrawn (issue 29), moved no money: the customer is not shown them.
  const moved = payments.filter((p) => p.status !== 'DUE' && p.status !== 'WITHDRAWN');
  if (!moved.length && booking.due === 0 && booking.paid === 0) return null;
  // A UPI claim being checked: its money is on the way, so nothing shows as due and Pay hides (issue 32: no paying twice).
  const checking = payments.filter((p) => p.status === 'CLAIMED');
  const payable = booking.due > 0 && checking.length === 0 && (booking.status === 'Accepted' || booking.status === 'Completed');
  return (
    <section className="booking-payments" aria-label={t('payments.label')}>
      <dl className="booking-card__facts">
        <dt>{t('payments.paid')}</dt>
        <dd>{formatRupees(booking.paid)}</dd>
        {booking.due > 0 && checking.length === 0 && (
          <>
            <dt>{t('payments.dueNow')}</dt>
            <dd>
              <strong>{formatRupees(booking.due)}</strong>
            </dd>
          </>
        )}
        {booking.refunded > 0 && (
          <>
            <dt>{t('payments.refunded')}</dt>
            <dd>{formatRupees(booking.refunded)}</dd>
          </>
        )}
      </dl>
      {moved.length > 0 && (
        <ul className="booking-payments__list">
          {moved.map((p) => (
            <li key={p.id}>
              {known(PURPOSES, p.purpose) ? t(`payments.purpose.${p.purpose}`) : p.purpose} {formatRupees(p.amount)} ·{' '}
              {METHOD_KEYS[p.method] ? t(METHOD_KEYS[p.method]) : p.method}
              {p.reference ? ` ${p.reference}` : ''} ·{' '}
              <span className={`booking-payments__state booking-payments__state--${p.status.toLowerCase()}`}>
                {known(STATES, p.status) ? t(`payments.state.${p.status}`) : p.status}
              </span>
            </li>
          ))}
        </ul>
      )}
      {checking.length > 0 && (
        <p className="booking-payments__checking" role="status">
          {t('payments.checking')}
        </p>
      )}
      {payable && (
        <button type="button" className="btn btn--primary booking-payments__pay" onClick={() => props.onPay(booking.id)}>
          {t('payments.pay', { amount: formatRupees(booking.due) })}
        </button>
      )}
    </section>
  );
}
