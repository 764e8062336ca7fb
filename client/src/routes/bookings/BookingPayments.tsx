import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { formatRupees } from '../../lib/formatRupees';

export const BookingPaymentsFragment = graphql(`
  fragment BookingPayments_booking on Booking {
    id
    status
    paid
    due
    refunded
    payments {
      id
      purpose
      method
      amount
      status
      reference
      createdAt
    }
  }
`);

const PURPOSE: Record<string, string> = { ADVANCE: 'Advance', BALANCE: 'Balance', REFUND: 'Refund' };
const STATE: Record<string, string> = {
  DUE: 'Awaiting payment',
  CLAIMED: 'Received? Our staff are checking it',
  CONFIRMED: 'Paid',
  FAILED: 'Not found: check the UTR',
  REFUND_DUE: 'Refund on its way',
  REFUNDED: 'Refunded',
};
const METHOD: Record<string, string> = { UPI: 'UPI', RAZORPAY: 'Online', CASH: 'Cash', CARD: 'Card' };

/** What the booking owes and what moved: paid, due and refunded, each payment with its state, and Pay while due. */
export function BookingPayments(props: { booking: FragmentType<typeof BookingPaymentsFragment>; onPay: (bookingId: string) => void }) {
  const booking = getFragmentData(BookingPaymentsFragment, props.booking);
  const moved = booking.payments.filter((p) => p.status !== 'DUE');
  if (!moved.length && booking.due === 0 && booking.paid === 0) return null;
  const payable = booking.due > 0 && (booking.status === 'Accepted' || booking.status === 'Completed');
  return (
    <section className="booking-payments" aria-label="Payments">
      <dl className="booking-card__facts">
        <dt>Paid</dt>
        <dd>{formatRupees(booking.paid)}</dd>
        {booking.due > 0 && (
          <>
            <dt>Due now</dt>
            <dd>
              <strong>{formatRupees(booking.due)}</strong>
            </dd>
          </>
        )}
        {booking.refunded > 0 && (
          <>
            <dt>Refunded</dt>
            <dd>{formatRupees(booking.refunded)}</dd>
          </>
        )}
      </dl>
      {moved.length > 0 && (
        <ul className="booking-payments__list">
          {moved.map((p) => (
            <li key={p.id}>
              {PURPOSE[p.purpose] ?? p.purpose} {formatRupees(p.amount)} · {METHOD[p.method] ?? p.method}
              {p.reference ? ` ${p.reference}` : ''} ·{' '}
              <span className={`booking-payments__state booking-payments__state--${p.status.toLowerCase()}`}>
                {STATE[p.status] ?? p.status}
              </span>
            </li>
          ))}
        </ul>
      )}
      {payable && (
        <button type="button" className="btn btn--primary booking-payments__pay" onClick={() => props.onPay(booking.id)}>
          Pay {formatRupees(booking.due)}
        </button>
      )}
    </section>
  );
}
