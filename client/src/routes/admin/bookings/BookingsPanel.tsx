import { useState } from 'react';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { getFragmentData } from '../../../gql';
import { usePollingFallback } from '../../../apollo/socketStatus';
import { PageLoading } from '../../../components/PageLoading';
import { Pagination } from '../../../components/Pagination';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { useCsvExport } from '../../../components/useCsvExport';
import {
  ADMIN_BOOKINGS_PAGE_SIZE,
  ADMIN_BOOKINGS_POLL_MS,
  adminBookingFragment,
  adminBookingsDocument,
  bookingChangedDocument,
  type BookingFilters,
} from './adminBookingsQuery';
import { BookingsToolbar } from './BookingsToolbar';
import { BookingsTable } from './BookingsTable';
import { useBookingStatusUpdate } from './useBookingStatusUpdate';
import { BOOKINGS_CSV_FILE, BOOKINGS_CSV_HEADER, bookingCsvRow, fetchAllBookings } from './bookingsCsv';
import { QueryCell } from '../../../components/QueryCell';

/** All bookings, searched and filtered on the server, live over the admin socket (polled only while it is down). */
export function BookingsPanel() {
  const [typed, setTyped] = useState<BookingFilters>({ search: '', createdOn: '' });
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(typed.search.trim(), 300);
  const filters = { search, createdOn: typed.createdOn };
  const { data, previousData, error, refetch } = useQuery(adminBookingsDocument, {
    variables: { search: search || null, createdOn: typed.createdOn || null, page, pageSize: ADMIN_BOOKINGS_PAGE_SIZE },
    pollInterval: usePollingFallback(ADMIN_BOOKINGS_POLL_MS, 'admin'),
    notifyOnNetworkStatusChange: false,
  });
  const reload = () => {
    void refetch().catch(() => undefined);
  };
  useSubscription(bookingChangedDocument, { onData: reload });
  const { setStatus, busyId } = useBookingStatusUpdate(reload);
  const client = useApolloClient();
  // SPEC.md: a failed export is only logged (useCsvExport logs it).
  const csv = useCsvExport({
    fileName: BOOKINGS_CSV_FILE,
    header: BOOKINGS_CSV_HEADER,
    load: () => fetchAllBookings(client, filters),
    row: bookingCsvRow,
  });

  const result = (data ?? previousData)?.bookings;
  const bookings = getFragmentData(adminBookingFragment, result?.items ?? []);
  const changeFilters = (next: BookingFilters) => {
    setTyped(next);
    setPage(1);
  };

  return (
    <>
      <BookingsToolbar
        filters={typed}
        onChange={changeFilters}
        onRefresh={reload}
        onExport={() => {
          void csv.exportCsv();
        }}
        exporting={csv.exporting}
      />
      {/* SPEC.md: the admin bookings list's failures are only logged. */}
      <QueryCell
        data={result}
        error={error}
        what="the bookings"
        failure={null}
        loading={<PageLoading label="Loading bookings..." />}
        isEmpty={() => bookings.length === 0}
        empty={<p className="admin-bookings__empty">No bookings found.</p>}
      >
        {({ total }) => (
          <>
            <BookingsTable
              bookings={bookings}
              busyId={busyId}
              onSetStatus={(id, status) => {
                void setStatus(id, status);
              }}
            />
            <Pagination page={page} pageSize={ADMIN_BOOKINGS_PAGE_SIZE} total={total} noun="bookings" onPage={setPage} />
          </>
        )}
      </QueryCell>
    </>
  );
}
