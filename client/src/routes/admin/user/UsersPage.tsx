import { AdminScreen } from '../AdminScreen';

/** Slot: users table: search, filter, sort, pages of 10, selection, CSV, deletion ('No users found.'). Admin feature. */
export function UsersPage() {
  return <AdminScreen title="Users" />;
}
