import { useState } from 'react';
import { toast } from 'react-toastify';
import { serverMessage } from '../../../components/serverMessage';
import { formatRupees } from '../../../lib/formatRupees';
import { useConfirmPaymentMutation } from './useConfirmPaymentMutation';
import { useCloseRefundMutation } from './useCloseRefundMutation';
import type { PaymentRow as Row } from './paymentsDocuments';

const COLUMNS = ['Date', 'Booking', 'For', 'Method', 'Amount', 'Reference', 'Status', 'Actions'] as const;
/** Each cell names its column: below 600 px the rows are cards and the names show beside the values (issue 32). */
const cell = (column: (typeof COLUMNS)[number]) => ({ 'data-label': column });

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** Payments with what staff can do to each: confirm or reject a UPI claim, close a refund made by hand. */
export function PaymentsTable({ payments, total }: { payments: Row[]; total: number }) {
  const [confirm, confirming] = useConfirmPaymentMutation();
  const [closeRefund, closing] = useCloseRefundMutation();
  const busy = confirming.loading || closing.loading;
  // The claim whose confirmation staff are asked about (issue 32: the amount and the customer, once, before the ledger).
  const [asking, setAsking] = useState<string | null>(null);

  const decide = async (p: Row, accepted: boolean) => {
    setAsking(null);
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
      <table className="admin-table admin-table--cards payments__table">
        <caption className="visually-hidden">{total} payments, open claims and refunds first</caption>
        <thead>
          <tr>
            <th scope="col">Customer</th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.id} className={p.status === 'CLAIMED' || p.status === 'REFUND_DUE' ? 'payments__open' : undefined}>
              <th scope="row">{p.customer}</th>
              <td {...cell('Date')}>{when.format(new Date(p.createdAt))}</td>
              <td {...cell('Booking')}>
                <code className="admin-table__id">{p.bookingId}</code>
              </td>
              <td {...cell('For')}>{p.purpose}</td>
              <td {...cell('Method')}>{p.method}</td>
              <td {...cell('Amount')}>{formatRupees(p.amount)}</td>
              <td {...cell('Reference')}>
                {p.reference ?? '—'}
                {p.note ? <div className="payments__note">{p.note}</div> : null}
              </td>
              <td {...cell('Status')}>{p.status}</td>
              <td {...cell('Actions')}>
                {p.status === 'CLAIMED' && asking !== p.id && (
                  <div className="payments__actions">
                    <button type="button" className="btn btn--primary" disabled={busy} onClick={() => setAsking(p.id)}>
                      Confirm
                    </button>
                    <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void decide(p, false)}>
                      Reject
                    </button>
                  </div>
                )}
                {p.status === 'CLAIMED' && asking === p.id && (
                  <div className="payments__ask" role="group" aria-label={`Confirm the payment of ${p.customer}`}>
                    <p>
                      {formatRupees(p.amount)} from {p.customer}, UTR {p.reference}: found on the bank statement? It enters the ledger.
                    </p>
                    <div className="payments__actions">
                      <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void decide(p, true)}>
                        Yes, confirm {formatRupees(p.amount)}
                      </button>
                      <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => setAsking(null)}>
                        Back
                      </button>
                    </div>
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
