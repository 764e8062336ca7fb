import { HashRouter } from 'react-router-dom';
import { forgetCustomerData } from './apollo/WithApollo';
import { SessionProvider } from './session/SessionContext';
import { SiteProvider } from './site/SiteContext';
import { RouteMeta } from './site/RouteMeta';
import { AppRoutes } from './routes/AppRoutes';
import { ScrollToTop } from './routes/ScrollToTop';
import { CatchUpWithAddress } from './routes/CatchUpWithAddress';
import { DeferredToasts } from './components/DeferredToasts';

/** Apollo is not part of the first load: screens that query the server render inside WithApollo. */
export function App() {
  return (
    <SiteProvider>
      <HashRouter>
        <CatchUpWithAddress />
        <SessionProvider onCustomerChange={forgetCustomerData}>
          <RouteMeta />
          <ScrollToTop />
          <AppRoutes />
          <DeferredToasts />
        </SessionProvider>
      </HashRouter>
    </SiteProvider>
  );
}
