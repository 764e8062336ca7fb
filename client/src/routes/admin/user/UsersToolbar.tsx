import type { UserSort, UserVerifiedFilter } from '../../../gql/graphql';
import type { UserFilters } from './usersQuery';

const VERIFIED_OPTIONS: { value: UserVerifiedFilter; label: string }[] = [
  { value: 'ALL', label: 'All users' },
  { value: 'VERIFIED', label: 'Verified' },
  { value: 'UNVERIFIED', label: 'Unverified' },
];
const SORT_OPTIONS: { value: UserSort; label: string }[] = [
  { value: 'NEWEST', label: 'Newest first' },
  { value: 'NAME_ASC', label: 'Name A-Z' },
  { value: 'NAME_DESC', label: 'Name Z-A' },
];

/** Search (name, e-mail or phone), the verified filter and the sort. */
export function UsersToolbar({ filters, onChange }: { filters: UserFilters; onChange(next: UserFilters): void }) {
  return (
    <div className="users-toolbar">
      <input
        type="search"
        aria-label="Search users by name, email or phone"
        placeholder="Search name, email or phone"
        value={filters.search}
        onChange={(e) => onChange({ ...filters, search: e.target.value })}
      />
      <select
        aria-label="Filter users"
        value={filters.verified}
        onChange={(e) => onChange({ ...filters, verified: e.target.value as UserVerifiedFilter })}
      >
        {VERIFIED_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <select aria-label="Sort users" value={filters.sort} onChange={(e) => onChange({ ...filters, sort: e.target.value as UserSort })}>
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
