import { AdminScreen } from '../AdminScreen';

/** Slot: the admin dashboard (SPEC.md: content not shown; the All Bookings table and the pending-booking alarm are expected here). Bookings feature. */
export function DashboardPage() {
  return <AdminScreen title="Dashboard" />;
}
