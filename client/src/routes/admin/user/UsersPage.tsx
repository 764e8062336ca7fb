import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { getFragmentData } from '../../../gql';
import { PageLoading } from '../../../components/PageLoading';
import { QueryCell, QueryFailure } from '../../../components/QueryCell';
import { Pagination } from '../../../components/Pagination';
import { FormNotice } from '../../../components/form/FormNotice';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { AdminScreen } from '../AdminScreen';
import { UsersToolbar } from './UsersToolbar';
import { UsersTable } from './UsersTable';
import { useRowSelection } from './useRowSelection';
import { useUserDeletion } from './useUserDeletion';
import { useUsersCsvExport } from './useUsersCsvExport';
import { DEFAULT_USER_FILTERS, USERS_PAGE_SIZE, adminUserFragment, adminUsersDocument, type UserFilters } from './usersQuery';
import '../../../components/form/form.css';
import '../../../components/data-table.css';
import './users.css';

/** Users (SPEC.md section 2): search, filter, sort, pages of 10, selection, CSV export, single and bulk deletion. */
export function UsersPage() {
  const [typed, setTyped] = useState<UserFilters>(DEFAULT_USER_FILTERS);
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(typed.search.trim(), 300);
  const filters = { ...typed, search };
  const variables = { search: search || null, verified: typed.verified, sort: typed.sort, page, pageSize: USERS_PAGE_SIZE };
  const { data, previousData, loading, error, refetch } = useQuery(adminUsersDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.users;
  const users = getFragmentData(adminUserFragment, result?.items ?? []);
  const selection = useRowSelection(
    JSON.stringify(variables),
    users.map((user) => user.id),
  );
  const reload = () => {
    void refetch().catch(() => undefined);
  };
  const deletion = useUserDeletion(reload);
  const csv = useUsersCsvExport(filters);

  // After deleting the last rows of the last page, show the new last page.
  const lastPage = data ? Math.max(1, Math.ceil(data.users.total / USERS_PAGE_SIZE)) : page;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  const changeFilters = (next: UserFilters) => {
    setTyped(next);
    setPage(1);
  };

  const actions = (
    <>
      <button
        type="button"
        className="btn btn--ghost"
        disabled={csv.exporting}
        onClick={() => {
          void csv.exportCsv();
        }}
      >
        {csv.exporting ? 'Exporting...' : 'Export CSV'}
      </button>
      <button
        type="button"
        className="btn btn--danger"
        disabled={selection.selected.length === 0 || deletion.deleting}
        onClick={() => {
          void deletion.removeMany(selection.selected);
        }}
      >
        Delete selected ({selection.selected.length})
      </button>
    </>
  );

  return (
    <AdminScreen title="Users" actions={actions}>
      <UsersToolbar filters={typed} onChange={changeFilters} />
      <FormNotice notice={deletion.notice} />
      <FormNotice notice={csv.failed ? { kind: 'error', text: 'Failed to export users.' } : null} />
      <QueryCell
        data={result}
        error={error}
        loading={<PageLoading label="Loading users..." />}
        failure={
          <QueryFailure message="Failed to load users." retry={refetch} className="users-failed" retryClassName="btn btn--primary" />
        }
        isEmpty={() => users.length === 0}
        empty={loading ? null : <p className="users-empty">No users found.</p>}
      >
        {({ total }) => (
          <>
            <UsersTable
              users={users}
              busy={loading || deletion.deleting}
              isSelected={selection.isSelected}
              allSelected={selection.allSelected}
              onToggle={selection.toggle}
              onToggleAll={selection.toggleAll}
              onDelete={(user) => {
                void deletion.removeOne(user);
              }}
            />
            <Pagination page={page} pageSize={USERS_PAGE_SIZE} total={total} noun="users" onPage={setPage} />
          </>
        )}
      </QueryCell>
    </AdminScreen>
  );
}
