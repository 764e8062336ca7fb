import { AdminScreen } from '../AdminScreen';
import { DashboardStats } from './DashboardStats';
import { DashboardCharts } from './DashboardCharts';
import { ALL_BOOKINGS_ANCHOR } from './dashboardCards';
import { AllBookings } from '../bookings/AllBookings';

/** The admin dashboard: the figures, the charts, then the All Bookings table (the booking cards scroll to it). */
export function DashboardPage() {
  return (
    <AdminScreen title="Dashboard">
      <DashboardStats />
      <DashboardCharts />
      <div id={ALL_BOOKINGS_ANCHOR} className="dashboard-bookings">
        <AllBookings />
      </div>
    </AdminScreen>
  );
}
