// Test-only: renders an admin screen on an admin client over mocked GraphQL (the app's own auth link in front) and
// records the authorization each operation carried.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { MemoryRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { adminTestClient } from './adminTestClient';
import { SessionProvider } from '../session/SessionContext';
import { ADMIN_TOKEN_KEY } from '../session/sessionStorageKeys';

export const TEST_ADMIN_TOKEN = 'admin-token-for-tests';

export interface SentOperation {
  name: string | undefined;
  authorization: string | undefined;
}

/** Every mock may answer any number of times (lists are read again after each change). */
export function repeat(mock: MockLink.MockedResponse): MockLink.MockedResponse {
  return { maxUsageCount: Number.POSITIVE_INFINITY, ...mock };
}

export function renderAdminScreen(
  ui: ReactElement,
  mocks: MockLink.MockedResponse[],
  { adminToken = TEST_ADMIN_TOKEN as string | null } = {},
) {
  if (adminToken) window.sessionStorage.setItem(ADMIN_TOKEN_KEY, adminToken);
  const sent: SentOperation[] = [];
  const recorder = new ApolloLink((operation, forward) => {
    const headers = operation.getContext().headers as Record<string, string> | undefined;
    sent.push({ name: operation.operationName, authorization: headers?.authorization });
    return forward(operation);
  });
  const client = adminTestClient(ApolloLink.from([recorder, new MockLink(mocks, { defaultOptions: { delay: 0 } })]));
  const view = render(
    <ApolloProvider client={client}>
      <MemoryRouter>
        <SessionProvider>
          {ui}
          <ToastContainer />
        </SessionProvider>
      </MemoryRouter>
    </ApolloProvider>,
  );
  return { ...view, sent };
}

/** The operations of this name that were sent, each with the admin bearer token or not. */
export function sentWithAdminToken(sent: SentOperation[], name: string): boolean[] {
  return sent.filter((op) => op.name === name).map((op) => op.authorization === `Bearer ${TEST_ADMIN_TOKEN}`);
}
