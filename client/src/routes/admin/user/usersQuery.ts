import { graphql } from '../../../gql';
import type { UserSort, UserVerifiedFilter } from '../../../gql/graphql';

/** SPEC.md section 9: the users table shows 10 per page. */
export const USERS_PAGE_SIZE = 10;

export const adminUserFragment = graphql(`
  fragment AdminUser_user on User {
    id
    name
    phone
    email
    address
    gender
    dob
    isVerified
    createdAt
  }
`);

export const adminUsersDocument = graphql(`
  query AdminUsers($search: String, $verified: UserVerifiedFilter!, $sort: UserSort!, $page: Int!, $pageSize: Int!) {
    users(search: $search, verified: $verified, sort: $sort, page: $page, pageSize: $pageSize) {
      items {
        ...AdminUser_user
      }
      total
      page
      pageSize
    }
  }
`);

export interface UserFilters {
  search: string;
  verified: UserVerifiedFilter;
  sort: UserSort;
}

export const DEFAULT_USER_FILTERS: UserFilters = { search: '', verified: 'ALL', sort: 'NEWEST' };

/** One row of the users table. */
export type { AdminUser_UserFragment as AdminUser } from '../../../gql/graphql';
