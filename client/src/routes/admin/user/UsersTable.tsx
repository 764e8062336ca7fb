import type { AdminUser } from './usersQuery';
import { displayDate } from './userFormat';

interface Props {
  users: AdminUser[];
  isSelected(id: string): boolean;
  allSelected: boolean;
  onToggle(id: string): void;
  onToggleAll(): void;
  onDelete(user: AdminUser): void;
  busy: boolean;
}

const COLUMNS = ['Name', 'Phone', 'Email', 'Address', 'Gender', 'DOB', 'Verified', 'Registered', 'Id'] as const;
/** Each cell names its column: below 600 px the rows are cards and the names show beside the values (issue 32). */
const cell = (column: (typeof COLUMNS)[number] | 'Actions') => ({ 'data-label': column });

/** One page of customers with a checkbox per row, one for the whole page, and Delete per row. */
export function UsersTable({ users, isSelected, allSelected, onToggle, onToggleAll, onDelete, busy }: Props) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--cards" aria-busy={busy}>
        <thead>
          <tr>
            <th scope="col">
              <input type="checkbox" aria-label="Select all users on this page" checked={allSelected} onChange={onToggleAll} />
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} className={isSelected(user.id) ? 'admin-table__row--selected' : undefined}>
              <td className="users-table__select">
                <input
                  type="checkbox"
                  aria-label={`Select ${user.name}`}
                  checked={isSelected(user.id)}
                  onChange={() => onToggle(user.id)}
                />
              </td>
              <th scope="row">{user.name}</th>
              <td {...cell('Phone')} className="nowrap">
                {user.phone}
              </td>
              <td {...cell('Email')} className="users-table__email">
                {user.email}
              </td>
              <td {...cell('Address')} className="users-table__address">
                {user.address}
              </td>
              <td {...cell('Gender')}>{user.gender}</td>
              <td {...cell('DOB')} className="nowrap">
                {displayDate(user.dob)}
              </td>
              <td {...cell('Verified')}>
                <span className={user.isVerified ? 'badge badge--ok' : 'badge'}>{user.isVerified ? 'Yes' : 'No'}</span>
              </td>
              <td {...cell('Registered')} className="nowrap">
                {displayDate(user.createdAt)}
              </td>
              <td {...cell('Id')}>
                <code className="admin-table__id">{user.id}</code>
              </td>
              <td {...cell('Actions')}>
                <button
                  type="button"
                  className="btn btn--danger btn--small"
                  aria-label={`Delete ${user.name}`}
                  disabled={busy}
                  onClick={() => onDelete(user)}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
