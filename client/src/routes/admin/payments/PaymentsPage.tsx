import { useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { AdminScreen } from '../AdminScreen';
import { QueryCell } from '../../../components/QueryCell';
import { bookingChangedDocument } from '../bookings/adminBookingsQuery';
import { PAYMENTS_PAGE_SIZE, adminPaymentsDocument, paymentRows } from './paymentsDocuments';
import { PaymentsTable } from './PaymentsTable';
import { RecordPaymentForm } from './RecordPaymentForm';
import { DayTotals } from './DayTotals';
import { OverdueAdvances } from './OverdueAdvances';
import './payments.css';

/**
 * Staff's money desk: UPI claims to match against the bank statement and refunds to make come first (live: a claim
 * arrives as a booking change), then every payment, searchable by UTR, reference or booking; money taken at the
 * counter; day totals by method with the ledger's CSV; and accepted bookings whose advance is overdue.
 */
export function PaymentsPage() {
  const [search, setSearch] = useState('');
  const { data, previousData, error, refetch } = useQuery(adminPaymentsDocument, {
    variables: { search: search.trim() || null, pageSize: PAYMENTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  useSubscription(bookingChangedDocument, { onData: () => void refetch().catch(() => undefined) });
  return (
    <AdminScreen title="Payments">
      <OverdueAdvances />
      <section className="payments__section" aria-labelledby="payments-list-heading">
        <h2 id="payments-list-heading">Claims, refunds and payments</h2>
        <label className="payments__search">
          Search by UTR, reference or booking id
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} maxLength={64} />
        </label>
        <QueryCell
          data={(data ?? previousData)?.payments}
          error={error}
          what="the payments"
          retry={refetch}
          isEmpty={(page) => page.items.length === 0}
          empty={<p className="payments__empty">No payments found.</p>}
        >
          {(page) => <PaymentsTable payments={paymentRows(page.items)} total={page.total} />}
        </QueryCell>
      </section>
      <RecordPaymentForm />
      <DayTotals />
    </AdminScreen>
  );
}
