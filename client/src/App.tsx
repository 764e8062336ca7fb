import { useCallback, useEffect } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { HashRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import type { AppApollo } from './apollo/client';
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

export function App({ apollo }: { apollo: AppApollo }) {
  const { client, socket } = apollo;
  // A new customer (or none) must not see the previous one's data, and the socket must carry the new token.
  const onCustomerChange = useCallback(() => {
    socket.terminate();
    void client.clearStore();
  }, [client, socket]);

  return (
    <SiteProvider>
      <ApolloProvider client={client}>
        <HashRouter>
          <SessionProvider onCustomerChange={onCustomerChange}>
            <DocumentTitle />
            <ScrollToTop />
            <AppRoutes />
            <ToastContainer autoClose={5000} />
          </SessionProvider>
        </HashRouter>
      </ApolloProvider>
    </SiteProvider>
  );
}
