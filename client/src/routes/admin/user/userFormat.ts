import type { AdminUser } from './usersQuery';

/** 2025-03-12 → "12 Mar 2025"; a yyyy-MM-dd date is read as that calendar day, whatever the zone. */
export function displayDate(value: string | null | undefined): string {
  if (!value) return '';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  if (Number.isNaN(day.getTime())) return value;
  return day.toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric' });
}

/** A timestamp as yyyy-MM-dd in the browser's zone (the CSV's Registered column). */
export function isoDay(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

export const USER_CSV_HEADER = ['Name', 'Phone', 'Email', 'Address', 'Gender', 'DOB', 'Verified', 'Registered'] as const;

/** One all-users.csv line, in USER_CSV_HEADER's order. */
export function userCsvRow(user: AdminUser): string[] {
  return [
    user.name,
    user.phone,
    user.email,
    user.address ?? '',
    user.gender ?? '',
    user.dob ?? '',
    user.isVerified ? 'Yes' : 'No',
    isoDay(user.createdAt),
  ];
}
