import type { ApolloClient } from '@apollo/client';
import { getFragmentData } from '../../../gql';
import type { AdminUser } from './usersQuery';
import { adminContext } from '../../../apollo/authHeaders';
import { adminUserFragment, adminUsersDocument, type UserFilters } from './usersQuery';

/** The server's largest page. */
const EXPORT_PAGE_SIZE = 100;

/** Every customer matching the filters, page after page (the CSV holds all of them, not the page shown). */
export async function fetchAllUsers(client: ApolloClient, filters: UserFilters): Promise<AdminUser[]> {
  const users: AdminUser[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await client.query({
      query: adminUsersDocument,
      variables: { search: filters.search || null, verified: filters.verified, sort: filters.sort, page, pageSize: EXPORT_PAGE_SIZE },
      context: adminContext(),
      fetchPolicy: 'network-only',
    });
    if (!data) throw new Error('no users in the answer');
    const items = getFragmentData(adminUserFragment, data.users.items);
    users.push(...items);
    if (items.length === 0 || users.length >= data.users.total) return users;
  }
}
