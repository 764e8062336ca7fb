import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { PageLoading } from '../../../components/PageLoading';
import { Pagination } from '../../../components/Pagination';
import { quickBookAtLabel } from '../../../lib/quickBookAt';
import { formatDay } from '../../../lib/cityClock';
import { PhoneLinks } from './PhoneLinks';
import { bookingCreatedAt } from './bookingsCsv';
import { ADMIN_BOOKINGS_PAGE_SIZE } from './adminBookingsQuery';
import { QueryCell } from '../../../components/QueryCell';

export const quickBookingsDocument = graphql(`
  query AdminQuickBookings($page: Int!, $pageSize: Int!) {
    quickBookings(page: $page, pageSize: $pageSize) {
      items {
        id
        fromCity
        toCity
        bookAt
        carName
        mobile
        pickDate
        pickTime
        dropDate
        dropTime
        createdAt
      }
      total
    }
  }
`);

const COLUMNS = ['Mobile', 'From', 'To', 'Book For', 'Car', 'Pick-up', 'Drop-off', 'Requested'];

/** The home page's 'Book a Car Instantly' requests, newest first. */
export function QuickBookingsPanel() {
  const [page, setPage] = useState(1);
  const { data, previousData, error, refetch } = useQuery(quickBookingsDocument, {
    variables: { page, pageSize: ADMIN_BOOKINGS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.quickBookings;

  return (
    <>
      <div className="bookings-toolbar">
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => {
            void refetch().catch(() => undefined);
          }}
        >
          Refresh
        </button>
      </div>
      <QueryCell
        data={result}
        error={error}
        what="the quick bookings"
        failure={null}
        loading={<PageLoading label="Loading quick bookings..." />}
        isEmpty={({ items }) => items.length === 0}
        empty={<p className="admin-bookings__empty">No quick bookings yet.</p>}
      >
        {({ items, total }) => (
          <>
            <div className="admin-table-wrap">
              <table className="admin-table">
                <thead>
                  <tr>
                    {COLUMNS.map((c) => (
                      <th key={c} scope="col">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {items.map((q) => (
                    <tr key={q.id}>
                      <th scope="row">
                        <PhoneLinks phone={q.mobile} name={q.mobile} />
                      </th>
                      <td>{q.fromCity}</td>
                      <td>{q.toCity}</td>
                      <td>{quickBookAtLabel(q.bookAt)}</td>
                      <td>{q.carName}</td>
                      <td>
                        {formatDay(q.pickDate)}, {q.pickTime}
                      </td>
                      <td>
                        {formatDay(q.dropDate)}, {q.dropTime}
                      </td>
                      <td>{bookingCreatedAt(q.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={page} pageSize={ADMIN_BOOKINGS_PAGE_SIZE} total={total} noun="quick bookings" onPage={setPage} />
          </>
        )}
      </QueryCell>
    </>
  );
}
