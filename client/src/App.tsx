import { useEffect } from 'react';
import { HashRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { forgetCustomerData } from './apollo/WithApollo';
import { SessionProvider } from './session/SessionContext';
import { SiteProvider, useSite } from './site/SiteContext';
import { AppRoutes } from './routes/AppRoutes';
import { ScrollToTop } from './routes/ScrollToTop';

function DocumentTitle() {
  const { siteName } = useSite();
  useEffect(() => {
    document.title = `${siteName} | Self-drive car rental`;
  }, [siteName]);
  return null;
}

/** Apollo is not part of the first load: screens that query the server render inside WithApollo. */
export function App() {
  return (
    <SiteProvider>
      <HashRouter>
        <SessionProvider onCustomerChange={forgetCustomerData}>
          <DocumentTitle />
          <ScrollToTop />
          <AppRoutes />
          <ToastContainer autoClose={5000} />
        </SessionProvider>
      </HashRouter>
    </SiteProvider>
  );
}
