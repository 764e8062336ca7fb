import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminGuard } from './AdminGuard';
import { AdminLayout } from './AdminLayout';
import { DashboardPage } from './dashboard/DashboardPage';
import { ContactMessagesPage } from './contact/ContactMessagesPage';
import { CarListingPage } from './car-listing/CarListingPage';
import { EditBlogsPage } from './editblogs/EditBlogsPage';
import { OffersPage } from './offers/OffersPage';
import { RegisteredCarsPage } from './registered-cars/RegisteredCarsPage';
import { UsersPage } from './user/UsersPage';
import { ReviewsPage } from './reviews/ReviewsPage';
import { AdminNotFoundPage } from './AdminNotFoundPage';
import { IntegrationsPage } from './integrations/IntegrationsPage';
import { PaymentsPage } from './payments/PaymentsPage';
import { DocumentsPage } from './documents/DocumentsPage';
import { TripsPage } from './trips/TripsPage';
import { FleetCalendarPage } from './calendar/FleetCalendarPage';
import { PricingPage } from './pricing/PricingPage';
import './admin.css';
import { loadToastify } from '../../lib/toast';

// The admin screens import react-toastify's `toast` themselves: the toast area mounts with this chunk.
void loadToastify();

/** Everything under /admin/*: its own lazy chunk, no site header or footer. */
export default function AdminApp() {
  return (
    <AdminGuard>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<Navigate to="dashboard" replace />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="contact" element={<ContactMessagesPage />} />
          <Route path="car-listing" element={<CarListingPage />} />
          <Route path="editblogs" element={<EditBlogsPage />} />
          <Route path="offers" element={<OffersPage />} />
          <Route path="car/cars" element={<RegisteredCarsPage />} />
          <Route path="user" element={<UsersPage />} />
          <Route path="reviews" element={<ReviewsPage />} />
          <Route path="integrations" element={<IntegrationsPage />} />
          <Route path="payments" element={<PaymentsPage />} />
          <Route path="documents" element={<DocumentsPage />} />
          <Route path="trips" element={<TripsPage />} />
          <Route path="calendar" element={<FleetCalendarPage />} />
          <Route path="pricing" element={<PricingPage />} />
          <Route path="*" element={<AdminNotFoundPage />} />
        </Route>
      </Routes>
    </AdminGuard>
  );
}
