import { useContext, type ReactNode } from 'react';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { getApollo } from './instance';

/**
 * Loaded lazily by WithApollo: Apollo (about 50 kB compressed) stays out of the first load. Under an existing
 * provider (tests' MockedProvider) it adds nothing.
 */
export default function ApolloGate({ children }: { children: ReactNode }) {
  const outer = useContext(getApolloContext());
  if (outer.client) return <>{children}</>;
  return <ApolloProvider client={getApollo().client}>{children}</ApolloProvider>;
}
