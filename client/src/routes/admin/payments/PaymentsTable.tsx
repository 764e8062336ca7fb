import { toast } from 'react-toastify';
import { serverMessage } from '../../../components/serverMessage';
import { formatRupees } from '../../../lib/formatRupees';
import { useConfirmPaymentMutation } from '../../../mutations/useConfirmPaymentMutation';
import { useCloseRefundMutation } from '../../../mutations/useCloseRefundMutation';
import type { AdminPaymentsQuery } from '../../../gql/graphql';

type Row = AdminPaymentsQuery['payments']['items'][number];

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** Payments with what staff can do to each: confirm or reject a UPI claim, close a refund made by hand. */
export function PaymentsTable({ payments, total }: { payments: Row[]; total: number }) {
  const [confirm, confirming] = useConfirmPaymentMutation();
  const [closeRefund, closing] = useCloseRefundMutation();
  const busy = confirming.loading || closing.loading;

  const decide = async (p: Row, accepted: boolean) => {
    const note = accepted ? null : window.prompt('Why is this claim rejected? The customer reads this.');
    if (!accepted && !note?.trim()) return;
    try {
      await confirm({ variables: { paymentId: p.id, accepted, note } });
      toast.success(accepted ? `Payment of ${formatRupees(p.amount)} confirmed.` : 'Claim rejected.');
    } catch (err) {
      toast.error(serverMessage(err) ?? 'Failed to update the payment.');
    }
  };
  const refunded = async (p: Row) => {
    const reference = window.prompt(`Reference of the refund of ${formatRupees(p.amount)} (UTR, slip or receipt number):`);
    if (!reference?.trim()) return;
    try {
      await closeRefund({ variables: { paymentId: p.id, reference: reference.trim(), note: null } });
      toast.success('Refund recorded.');
    } catch (err) {
      toast.error(serverMessage(err) ?? 'Failed to record the refund.');
    }
  };

  return (
    <div className="admin-table-wrap">
      <table className="admin-table payments__table">
        <caption className="visually-hidden">{total} payments, open claims and refunds first</caption>
        <thead>
          <tr>
            <th>Date</th>
            <th>Booking</th>
            <th>For</th>
            <th>Method</th>
            <th>Amount</th>
            <th>Reference</th>
            <th>Status</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.id} className={p.status === 'CLAIMED' || p.status === 'REFUND_DUE' ? 'payments__open' : undefined}>
              <td>{when.format(new Date(p.createdAt))}</td>
              <td>
                <code title={p.bookingId}>{p.bookingId.slice(0, 8)}</code>
              </td>
              <td>{p.purpose}</td>
              <td>{p.method}</td>
              <td>{formatRupees(p.amount)}</td>
              <td>
                {p.reference ?? '—'}
                {p.note ? <div className="payments__note">{p.note}</div> : null}
              </td>
              <td>{p.status}</td>
              <td>
                {p.status === 'CLAIMED' && (
                  <div className="payments__actions">
                    <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void decide(p, true)}>
                      Confirm
                    </button>
                    <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void decide(p, false)}>
                      Reject
                    </button>
                  </div>
                )}
                {p.status === 'REFUND_DUE' && p.method !== 'RAZORPAY' && (
                  <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void refunded(p)}>
                    Mark refunded
                  </button>
                )}
                {p.status === 'REFUND_DUE' && p.method === 'RAZORPAY' && <span>Razorpay is refunding</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
