import { useApolloClient } from '@apollo/client/react';
import { useCsvExport } from '../../../components/useCsvExport';
import { fetchAllUsers } from './fetchAllUsers';
import { USER_CSV_HEADER, userCsvRow } from './userFormat';
import type { UserFilters } from './usersQuery';

export const USERS_CSV_FILE = 'all-users.csv';

/** Downloads all-users.csv with every customer matching the filters. */
export function useUsersCsvExport(filters: UserFilters) {
  const client = useApolloClient();
  return useCsvExport({
    fileName: USERS_CSV_FILE,
    header: USER_CSV_HEADER,
    row: userCsvRow,
    load: () => fetchAllUsers(client, filters),
  });
}
