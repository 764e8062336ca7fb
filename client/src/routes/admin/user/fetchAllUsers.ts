import type { ApolloClient } from '@apollo/client';
import { getFragmentData } from '../../../gql';
import { fetchAllPages } from '../../../components/fetchAllPages';
import { adminUserFragment, adminUsersDocument, type AdminUser, type UserFilters } from './usersQuery';

/** Every customer matching the filters (the CSV holds all of them, not the page shown). */
export function fetchAllUsers(client: ApolloClient, filters: UserFilters): Promise<AdminUser[]> {
  return fetchAllPages(async (page, pageSize) => {
    const { data } = await client.query({
      query: adminUsersDocument,
      variables: { search: filters.search || null, verified: filters.verified, sort: filters.sort, page, pageSize },
      fetchPolicy: 'network-only',
    });
    if (!data) throw new Error('no users in the answer');
    return { items: getFragmentData(adminUserFragment, data.users.items), total: data.users.total };
  });
}
