import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PublicLayout } from './PublicLayout';
import { PageLoading } from '../components/PageLoading';
import { NotFoundPage } from './NotFoundPage';
import { HomePage } from './home/HomePage';
import { AboutPage } from './about/AboutPage';
import { ServicePage } from './service/ServicePage';
import { BookCarPage } from './bookcar/BookCarPage';
import { RegisterCarPage } from './registercar/RegisterCarPage';
import { FaqsPage } from './faqs/FaqsPage';
import { BlogsPage } from './blogs/BlogsPage';
import { BlogDetailPage } from './blogs/BlogDetailPage';
import { ContactPage } from './contact/ContactPage';
import { CarRentalPage } from './car-rental/CarRentalPage';
import { PrivacyPolicyPage } from './legal/PrivacyPolicyPage';
import { CookiePolicyPage } from './legal/CookiePolicyPage';
import { TermsPage } from './legal/TermsPage';
import { PoliciesPage } from './legal/PoliciesPage';
import { UserLoginPage } from './userlogin/UserLoginPage';
import { ProfilePage } from './profile/ProfilePage';
import { BookingsPage } from './bookings/BookingsPage';
import { DownloadAppPage } from './download-app/DownloadAppPage';

// The admin area is its own chunk: customers never download it.
const AdminApp = lazy(() => import('./admin/AdminApp'));
const AdminLoginPage = lazy(() => import('./wp-admin/AdminLoginPage'));

/** Every route of SPEC.md section 2. Header, footer and contact links wrap the public ones only. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/admin/*" element={<AdminApp />} />
        <Route path="/wp-admin" element={<AdminLoginPage />} />
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
          <Route path="/about" element={<AboutPage />} />
          <Route path="/service" element={<ServicePage />} />
          <Route path="/services/bookcar" element={<BookCarPage />} />
          <Route path="/services/registercar" element={<RegisterCarPage />} />
          <Route path="/faqs" element={<FaqsPage />} />
          <Route path="/blogs" element={<BlogsPage />} />
          <Route path="/blogs/:id" element={<BlogDetailPage />} />
          <Route path="/contact" element={<ContactPage />} />
          <Route path="/car-rental" element={<CarRentalPage />} />
          <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
          <Route path="/cookie-policy" element={<CookiePolicyPage />} />
          <Route path="/terms" element={<TermsPage />} />
          <Route path="/policies" element={<PoliciesPage />} />
          <Route path="/userlogin" element={<UserLoginPage />} />
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="/bookings" element={<BookingsPage />} />
          <Route path="/download-app" element={<DownloadAppPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
