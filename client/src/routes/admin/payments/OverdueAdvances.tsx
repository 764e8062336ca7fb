import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { QueryCell } from '../../../components/QueryCell';
import { formatRupees } from '../../../lib/formatRupees';
import { overdueAdvancesDocument } from './paymentsDocuments';

/** Accepted bookings whose advance is unpaid a day after acceptance: staff call the customer; nothing cancels them. */
export function OverdueAdvances() {
  const { data, previousData, error, refetch } = useQuery(overdueAdvancesDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <QueryCell
      data={(data ?? previousData)?.overdueAdvances}
      error={error}
      what="the unpaid advances"
      retry={refetch}
      loading={null}
      isEmpty={(rows) => rows.length === 0}
      empty={null}
    >
      {(rows) => (
        <section className="payments__overdue" aria-labelledby="overdue-heading">
          <h2 id="overdue-heading">Unpaid advances ({rows.length})</h2>
          <p>
            Accepted, advance still unpaid a day later: call the customer, or record what they paid at the counter on{' '}
            <Link to="/admin/payments">Payments</Link>.
          </p>
          <ul>
            {rows.map((b) => (
              <li key={b.id}>
                {b.car.name}, {b.pickupDate} {b.pickupTime}: {b.name} (<a href={`tel:+${b.phone}`}>+{b.phone}</a>), {formatRupees(b.due)} of{' '}
                {formatRupees(b.advance)} due · booking <code>{b.id.slice(0, 8)}</code>
              </li>
            ))}
          </ul>
        </section>
      )}
    </QueryCell>
  );
}
