import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { toast } from 'react-toastify';
import { QueryCell } from '../../../components/QueryCell';
import { downloadCsv } from '../../../components/csv';
import { adminAuthorization } from '../../../apollo/authHeaders';
import { formatRupees } from '../../../lib/formatRupees';
import { cityNow } from '../../../lib/cityClock';
import { paymentTotalsDocument } from './paymentsDocuments';

const daysBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/** Received and refunded per day and method (to match the bank statement), and the ledger of the range as CSV. */
export function DayTotals() {
  const today = cityNow().date;
  const [from, setFrom] = useState(daysBefore(today, 29));
  const [to, setTo] = useState(today);
  const { data, previousData, error, refetch } = useQuery(paymentTotalsDocument, {
    variables: { from, to },
    fetchPolicy: 'cache-and-network',
  });

  const exportCsv = async () => {
    const res = await fetch(`/api/v1/admin/ledger.csv?from=${from}&to=${to}`, {
      headers: { authorization: adminAuthorization() ?? '' },
    }).catch(() => null);
    if (!res?.ok) {
      const message = await res?.json().then(
        (b: { message?: string }) => b.message,
        () => null,
      );
      toast.error(message ?? 'Failed to export the ledger.');
      return;
    }
    downloadCsv(`ledger-${from}-to-${to}.csv`, (await res.text()).replace(/^\uFEFF/, ''));
  };

  return (
    <section className="payments__section" aria-labelledby="day-totals-heading">
      <h2 id="day-totals-heading">Day totals</h2>
      <div className="payments__form">
        <label>
          From
          <input type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          To
          <input type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
        </label>
        <button type="button" className="btn btn--ghost" onClick={() => void exportCsv()}>
          Export ledger (CSV)
        </button>
      </div>
      <QueryCell
        data={(data ?? previousData)?.paymentTotals}
        error={error}
        what="the day totals"
        retry={refetch}
        isEmpty={(rows) => rows.length === 0}
        empty={<p className="payments__empty">No money moved in these days.</p>}
      >
        {(rows) => (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th>Day</th>
                  <th>Method</th>
                  <th>Received</th>
                  <th>Refunded</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={`${r.day}-${r.method}`}>
                    <td>{r.day}</td>
                    <td>{r.method}</td>
                    <td>{formatRupees(r.received)}</td>
                    <td>{formatRupees(r.refunded)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryCell>
    </section>
  );
}
