import { useEffect, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { toast } from 'react-toastify';
import { downloadCsv } from '../../../components/csv';
import { PageLoading } from '../../../components/PageLoading';
import { Pagination } from '../../../components/Pagination';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { useSession } from '../../../session/SessionContext';
import { AdminScreen } from '../AdminScreen';
import { ContactMessagesTable } from './ContactMessagesTable';
import { CONTACTS_CSV_FILE, contactsCsv, fetchAllContacts } from './contactsCsv';
import { CONTACTS_PAGE_SIZE, contactMessagesDocument } from './contactsQuery';
import '../../../components/form/form.css';
import '../../../components/data-table.css';
import '../content-admin.css';
import './contact.css';

/** SPEC.md sections 2, 6 and 8. */
export const NO_TOKEN = 'Authentication token not found.';
export const FETCH_FAILED = 'Failed to fetch contact messages!';
export const NO_MESSAGES = 'No contact messages available.';

/** Contact Messages: search by name, phone or e-mail, Refresh, contacts.csv, call and chat links. */
export function ContactMessagesPage() {
  const { adminToken } = useSession();
  return (
    <AdminScreen title="Contact Messages">
      {adminToken ? <ContactMessages /> : <p className="form-notice form-notice--error" role="alert">{NO_TOKEN}</p>}
    </AdminScreen>
  );
}

function ContactMessages() {
  const client = useApolloClient();
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const search = useDebouncedValue(typed.trim(), 300);
  const { data, previousData, loading, error, refetch } = useQuery(contactMessagesDocument, {
    variables: { search: search || null, page, pageSize: CONTACTS_PAGE_SIZE }, fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  useEffect(() => {
    if (!error) return;
    console.error('Could not load the contact messages:', error);
    toast.error(FETCH_FAILED, { autoClose: 3000, toastId: 'contacts-failed' });
  }, [error]);
  useEffect(() => { setPage(1); }, [search]);

  const result = (data ?? previousData)?.contactMessages;
  const refresh = () => { void refetch().catch(() => undefined); };
  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCsv(CONTACTS_CSV_FILE, contactsCsv(await fetchAllContacts(client, search)));
    } catch (err) {
      console.error('Could not export the contact messages:', err);
      toast.error(FETCH_FAILED, { autoClose: 3000, toastId: 'contacts-failed' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <div className="contacts-toolbar">
        <input type="search" aria-label="Search by name, phone or email" placeholder="Search name, phone or email"
          value={typed} onChange={(e) => setTyped(e.target.value)} />
        <button type="button" className="btn btn--ghost" onClick={refresh}>Refresh</button>
        <button type="button" className="btn btn--ghost" disabled={exporting} onClick={() => { void exportCsv(); }}>
          {exporting ? 'Downloading...' : 'Download CSV'}
        </button>
      </div>
      {!result && !error && <PageLoading />}
      {result && result.items.length === 0 && <p className="admin-empty">{NO_MESSAGES}</p>}
      {result && result.items.length > 0 && (
        <>
          <ContactMessagesTable messages={result.items} busy={loading} />
          <Pagination page={page} pageSize={CONTACTS_PAGE_SIZE} total={result.total} noun="messages" onPage={setPage} />
        </>
      )}
    </>
  );
}
