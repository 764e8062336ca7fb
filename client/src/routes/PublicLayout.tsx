import { Outlet } from 'react-router-dom';
import { Header } from '../components/header/Header';
import { Footer } from '../components/footer/Footer';
import { FloatingContactLinks } from '../components/footer/FloatingContactLinks';

export function PublicLayout() {
  return (
    <div className="page-shell">
      <Header />
      <main id="main" className="page-main">
        <Outlet />
      </main>
      <Footer />
      <FloatingContactLinks />
    </div>
  );
}
