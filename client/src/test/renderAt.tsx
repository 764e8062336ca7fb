import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SessionProvider } from '../session/SessionContext';

/** Renders the current location so tests can assert where navigation went. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

interface Options {
  mocks?: MockLink.MockedResponse[];
  /** Route pattern the UI is mounted at; defaults to every path. */
  path?: string;
}

/** Renders `ui` inside Apollo mocks, a router at `url` and the session, like the app does. */
export function renderAt(url: string, ui: ReactElement, { mocks = [], path = '*' }: Options = {}) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[url]}>
        <SessionProvider>
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
          <LocationProbe />
        </SessionProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}
