import type { ApolloClient } from '@apollo/client';
import { getFragmentData } from '../../../gql';
import { queryAllPages } from '../../../components/fetchAllPages';
import { adminUserFragment, adminUsersDocument, type AdminUser, type UserFilters } from './usersQuery';

/** Every customer matching the filters (the CSV holds all of them, not the page shown). */
export function fetchAllUsers(client: ApolloClient, filters: UserFilters): Promise<AdminUser[]> {
  return queryAllPages(client, {
    query: adminUsersDocument,
    variables: (page, pageSize) => ({ search: filters.search || null, verified: filters.verified, sort: filters.sort, page, pageSize }),
    pageOf: (data) => ({ items: getFragmentData(adminUserFragment, data.users.items), total: data.users.total }),
  });
}
