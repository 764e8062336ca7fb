import { AdminScreen } from '../AdminScreen';
import { DashboardStats } from './DashboardStats';
import { DashboardCharts } from './DashboardCharts';
import { ALL_BOOKINGS_ANCHOR } from './dashboardCards';
import { AllBookings } from '../bookings/AllBookings';
import { OverdueAdvances } from '../payments/OverdueAdvances';

/** The admin dashboard: unpaid advances to chase (when any), the figures, the charts, then the All Bookings table (the booking cards scroll to it). */
export function DashboardPage() {
  return (
    <AdminScreen title="Dashboard">
      <OverdueAdvances />
      <DashboardStats />
      <DashboardCharts />
      <div id={ALL_BOOKINGS_ANCHOR} className="dashboard-bookings">
        <AllBookings />
      </div>
    </AdminScreen>
  );
}
