import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PublicLayout } from './PublicLayout';
import { PageLoading } from '../components/PageLoading';
import { WithApollo } from '../apollo/WithApollo';
import { NotFoundPage } from './NotFoundPage';
import { HomePage } from './home/HomePage';
import { EnglishOnly } from '../i18n/EnglishOnly';

// Every screen but home is its own chunk, loaded when visited; the admin area too: customers never download it.
const AdminApp = lazy(() => import('./admin/AdminApp'));
const AdminLoginPage = lazy(() => import('./wp-admin/AdminLoginPage'));
const AboutPage = lazy(() => import('./about/AboutPage').then((m) => ({ default: m.AboutPage })));
const ServicePage = lazy(() => import('./service/ServicePage').then((m) => ({ default: m.ServicePage })));
const BookCarPage = lazy(() => import('./bookcar/BookCarPage').then((m) => ({ default: m.BookCarPage })));
const RegisterCarPage = lazy(() => import('./registercar/RegisterCarPage').then((m) => ({ default: m.RegisterCarPage })));
const FaqsPage = lazy(() => import('./faqs/FaqsPage').then((m) => ({ default: m.FaqsPage })));
const BlogsPage = lazy(() => import('./blogs/BlogsPage').then((m) => ({ default: m.BlogsPage })));
const BlogDetailPage = lazy(() => import('./blogs/BlogDetailPage').then((m) => ({ default: m.BlogDetailPage })));
const ContactPage = lazy(() => import('./contact/ContactPage').then((m) => ({ default: m.ContactPage })));
const CarRentalPage = lazy(() => import('./car-rental/CarRentalPage').then((m) => ({ default: m.CarRentalPage })));
const PrivacyPolicyPage = lazy(() => import('./legal/PrivacyPolicyPage').then((m) => ({ default: m.PrivacyPolicyPage })));
const CookiePolicyPage = lazy(() => import('./legal/CookiePolicyPage').then((m) => ({ default: m.CookiePolicyPage })));
const TermsPage = lazy(() => import('./legal/TermsPage').then((m) => ({ default: m.TermsPage })));
const PoliciesPage = lazy(() => import('./legal/PoliciesPage').then((m) => ({ default: m.PoliciesPage })));
const UserLoginPage = lazy(() => import('./userlogin/UserLoginPage').then((m) => ({ default: m.UserLoginPage })));
const ProfilePage = lazy(() => import('./profile/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const BookingsPage = lazy(() => import('./bookings/BookingsPage').then((m) => ({ default: m.BookingsPage })));
const DownloadAppPage = lazy(() => import('./download-app/DownloadAppPage').then((m) => ({ default: m.DownloadAppPage })));

/** A screen that queries the server: Apollo loads with it (the admin panel with the admin client). */
function data(screen: ReactNode, admin = false) {
  return (
    <WithApollo fallback={<PageLoading />} admin={admin}>
      {screen}
    </WithApollo>
  );
}

/**
 * A screen that paints without Apollo (it reads public JSON with a plain GET, or loads Apollo further down): like
 * data(), its own loading state while its chunk loads, so the previous screen leaves at once.
 */
function plain(screen: ReactNode) {
  return <Suspense fallback={<PageLoading />}>{screen}</Suspense>;
}

/** Every route of SPEC.md section 2. Header, footer and contact links wrap the public ones only. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {/* The admin stays English, whatever the customer site's language. */}
        <Route
          path="/admin/*"
          element={data(
            <EnglishOnly>
              <AdminApp />
            </EnglishOnly>,
            true,
          )}
        />
        <Route
          path="/wp-admin"
          element={data(
            <EnglishOnly>
              <AdminLoginPage />
            </EnglishOnly>,
          )}
        />
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
          <Route path="/about" element={data(<AboutPage />)} />
          <Route path="/service" element={data(<ServicePage />)} />
          {/* The listing reads the REST catalogue; Apollo loads with its booking dialog. */}
          <Route path="/services/bookcar" element={plain(<BookCarPage />)} />
          <Route path="/services/registercar" element={data(<RegisterCarPage />)} />
          <Route path="/faqs" element={data(<FaqsPage />)} />
          {/* The blog list reads GET /api/v1/blogs: no Apollo. */}
          <Route path="/blogs" element={plain(<BlogsPage />)} />
          <Route path="/blogs/:id" element={data(<BlogDetailPage />)} />
          <Route path="/contact" element={plain(<ContactPage />)} />
          <Route path="/car-rental" element={data(<CarRentalPage />)} />
          <Route path="/privacy-policy" element={data(<PrivacyPolicyPage />)} />
          <Route path="/cookie-policy" element={data(<CookiePolicyPage />)} />
          <Route path="/terms" element={data(<TermsPage />)} />
          <Route path="/policies" element={data(<PoliciesPage />)} />
          <Route path="/userlogin" element={data(<UserLoginPage />)} />
          <Route path="/profile" element={data(<ProfilePage />)} />
          <Route path="/bookings" element={data(<BookingsPage />)} />
          <Route path="/download-app" element={data(<DownloadAppPage />)} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
