import { useContext, type ReactNode } from 'react';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { getApollo } from './instance';

/**
 * Loaded lazily by WithApollo: Apollo (about 50 kB compressed) stays out of the first load. Under an existing
 * provider (tests' MockedProvider) it adds nothing. `admin`: the admin client, which sends the admin token.
 */
export default function ApolloGate({ children, admin = false }: { children: ReactNode; admin?: boolean }) {
  const outer = useContext(getApolloContext());
  if (outer.client) return <>{children}</>;
  const apollo = getApollo();
  return <ApolloProvider client={admin ? apollo.adminClient : apollo.client}>{children}</ApolloProvider>;
}
