import { useEffect, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { toast } from 'react-toastify';
import { QueryCell } from '../../../components/QueryCell';
import { Pagination } from '../../../components/Pagination';
import { useCsvExport } from '../../../components/useCsvExport';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { useSession } from '../../../session/SessionContext';
import { AdminScreen } from '../AdminScreen';
import { ContactMessagesTable } from './ContactMessagesTable';
import { CONTACTS_CSV_FILE, CONTACTS_CSV_HEADER, contactCsvRow, fetchAllContacts } from './contactsCsv';
import { CONTACTS_PAGE_SIZE, contactMessagesDocument } from './contactsQuery';
import '../../../components/form/form.css';
import '../../../components/data-table.css';
import '../content-admin.css';
import './contact.css';

/** SPEC.md sections 2, 6 and 8. */
export const NO_TOKEN = 'Authentication token not found.';
export const FETCH_FAILED = 'Failed to fetch contact messages!';
export const NO_MESSAGES = 'No contact messages available.';
/** In the page as well as in the toast, with Retry. */
export const LOAD_FAILED = 'Could not load the contact messages.';

/** Contact Messages: search by name, phone or e-mail, Refresh, contacts.csv, call and chat links. */
export function ContactMessagesPage() {
  const { adminToken } = useSession();
  return (
    <AdminScreen title="Contact Messages">
      {adminToken ? (
        <ContactMessages />
      ) : (
        <p className="form-notice form-notice--error" role="alert">
          {NO_TOKEN}
        </p>
      )}
    </AdminScreen>
  );
}

function ContactMessages() {
  const client = useApolloClient();
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(typed.trim(), 300);
  const { data, previousData, loading, error, refetch } = useQuery(contactMessagesDocument, {
    variables: { search: search || null, page, pageSize: CONTACTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  useEffect(() => {
    if (error) toast.error(FETCH_FAILED, { autoClose: 3000, toastId: 'contacts-failed' });
  }, [error]);
  useEffect(() => {
    setPage(1);
  }, [search]);
  const csv = useCsvExport({
    fileName: CONTACTS_CSV_FILE,
    header: CONTACTS_CSV_HEADER,
    row: contactCsvRow,
    load: () => fetchAllContacts(client, search),
    onFailure: () => toast.error(FETCH_FAILED, { autoClose: 3000, toastId: 'contacts-failed' }),
  });

  const result = (data ?? previousData)?.contactMessages;
  const refresh = () => {
    void refetch().catch(() => undefined);
  };

  return (
    <>
      <div className="contacts-toolbar">
        <input
          type="search"
          aria-label="Search by name, phone or email"
          placeholder="Search name, phone or email"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="button" className="btn btn--ghost" onClick={refresh}>
          Refresh
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          disabled={csv.exporting}
          onClick={() => {
            void csv.exportCsv();
          }}
        >
          {csv.exporting ? 'Downloading...' : 'Download CSV'}
        </button>
      </div>
      <QueryCell
        data={result}
        error={error}
        what="the contact messages"
        failure={LOAD_FAILED}
        retry={refetch}
        isEmpty={({ items }) => items.length === 0}
        empty={<p className="admin-empty">{NO_MESSAGES}</p>}
      >
        {({ items, total }) => (
          <>
            <ContactMessagesTable messages={items} busy={loading} />
            <Pagination page={page} pageSize={CONTACTS_PAGE_SIZE} total={total} noun="messages" onPage={setPage} />
          </>
        )}
      </QueryCell>
    </>
  );
}
