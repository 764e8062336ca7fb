import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MockLink } from '@apollo/client/testing';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SessionProvider } from '../session/SessionContext';
import { adminTestClient } from './adminTestClient';

/** Renders the current location so tests can assert where navigation went. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

interface Options {
  mocks?: MockLink.MockedResponse[];
  /** Route pattern the UI is mounted at; defaults to every path. */
  path?: string;
  /** Render on an admin client (the /admin subtree's): every operation carries the stored admin token. */
  admin?: boolean;
  /** Entries of the history before `url` (for tests of Back). */
  earlier?: string[];
  /** Render on this client instead of mocks (e.g. the app's own links in front of a stubbed fetch). */
  client?: ApolloClient;
}

/** Renders `ui` inside Apollo mocks, a router at `url` and the session, like the app does. */
export function renderAt(url: string, ui: ReactElement, { mocks = [], path = '*', admin = false, client, earlier = [] }: Options = {}) {
  const tree = (
    <MemoryRouter initialEntries={[...earlier, url]} initialIndex={earlier.length}>
      <SessionProvider>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
        <LocationProbe />
      </SessionProvider>
    </MemoryRouter>
  );
  if (client) return render(<ApolloProvider client={client}>{tree}</ApolloProvider>);
  if (admin) return render(<ApolloProvider client={adminTestClient(new MockLink(mocks))}>{tree}</ApolloProvider>);
  return render(<MockedProvider mocks={mocks}>{tree}</MockedProvider>);
}
