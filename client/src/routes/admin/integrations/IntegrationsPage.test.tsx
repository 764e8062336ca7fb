import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { ToastContainer } from 'react-toastify';
import { IntegrationsPage } from './IntegrationsPage';
import { apiKeysDocument, webhookDeliveriesDocument, webhookEndpointsDocument } from './integrationsDocuments';
import { createApiKeyDocument } from './useCreateApiKeyMutation';
import { revokeApiKeyDocument } from './useRevokeApiKeyMutation';
import { createWebhookEndpointDocument } from './useCreateWebhookEndpointMutation';

const KEY = {
  __typename: 'ApiKey',
  id: 'k1',
  name: 'Hotel desk',
  prefix: 'rk_AbCd',
  scopes: ['CatalogueRead', 'BookingsWrite'],
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};
const ENDPOINT = {
  __typename: 'WebhookEndpoint',
  id: 'w1',
  url: 'https://partner.example/hooks',
  events: ['BookingCreated'],
  createdAt: '2026-11-20T10:00:00.000Z',
  disabledAt: '2026-11-21T10:00:00.000Z',
  disabledReason: 'Disabled after 15 failed attempts to deliver booking.created (last: HTTP 500).',
};
const keys = (list: unknown[]): MockLink.MockedResponse => ({ request: { query: apiKeysDocument }, result: { data: { apiKeys: list } } });
const endpoints = (list: unknown[]): MockLink.MockedResponse => ({
  request: { query: webhookEndpointsDocument },
  result: { data: { webhookEndpoints: list } },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <>
        <IntegrationsPage />
        <ToastContainer autoClose={false} />
      </>
    </MockedProvider>,
  );
}
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Integrations (admin)', () => {
  it('creates a key with a name and scopes and shows it once', async () => {
    const user = userEvent.setup();
    const created = vi.fn(() => ({
      data: { createApiKey: { __typename: 'CreatedApiKey', key: 'rk_secretvalue', apiKey: { __typename: 'ApiKey', id: 'k2' } } },
    }));
    renderPage([
      keys([]),
      endpoints([]),
      {
        request: { query: createApiKeyDocument, variables: { name: 'Travel agent', scopes: ['CatalogueRead', 'BookingsRead'] } },
        result: created,
      },
      keys([{ ...KEY, id: 'k2', name: 'Travel agent', prefix: 'rk_secr' }]),
    ]);
    expect(await screen.findByText('No API keys yet.')).toBeTruthy();
    await user.type(screen.getByLabelText('Name'), 'Travel agent');
    await user.click(screen.getByLabelText(/^bookings:read/));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('rk_secretvalue')).toBeTruthy();
    expect(created).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('rk_secretvalue')).toBeNull();
    expect(await screen.findByText('Travel agent')).toBeTruthy();
  });

  it('lists keys with their scopes and revokes one after confirmation', async () => {
    const user = userEvent.setup();
    Object.defineProperty(window, 'confirm', { value: vi.fn(() => true), configurable: true, writable: true });
    const revoked = vi.fn(() => ({ data: { revokeApiKey: { __typename: 'ApiKey', id: 'k1', revokedAt: '2026-11-22T10:00:00.000Z' } } }));
    renderPage([keys([KEY]), endpoints([]), { request: { query: revokeApiKeyDocument, variables: { id: 'k1' } }, result: revoked }]);
    const row = (await screen.findByText('Hotel desk')).closest('tr')!;
    expect(within(row).getByText('catalogue:read, bookings:write')).toBeTruthy();
    expect(within(row).getByText('rk_AbCd…')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('API key revoked.')).toBeTruthy();
    expect(revoked).toHaveBeenCalledTimes(1);
  });

  it('registers an endpoint and shows its signing secret once; a disabled endpoint says why and shows its log', async () => {
    const user = userEvent.setup();
    renderPage([
      keys([]),
      endpoints([ENDPOINT]),
      {
        request: { query: createWebhookEndpointDocument, variables: { url: 'https://b.example/h', events: ['BookingCreated'] } },
        result: {
          data: {
            createWebhookEndpoint: {
              __typename: 'CreatedWebhookEndpoint',
              secret: 'whsec_shown_once',
              endpoint: { __typename: 'WebhookEndpoint', id: 'w2' },
            },
          },
        },
      },
      endpoints([ENDPOINT]),
      {
        request: { query: webhookDeliveriesDocument, variables: { endpointId: 'w1' } },
        result: {
          data: {
            webhookDeliveries: [
              {
                __typename: 'WebhookDelivery',
                id: 'd1',
                eventId: 'e1',
                eventType: 'booking.created',
                status: 'failed',
                attempts: 15,
                lastStatusCode: 500,
                lastError: 'HTTP 500',
                lastAttemptAt: '2026-11-21T10:00:00.000Z',
                createdAt: '2026-11-20T10:00:00.000Z',
              },
            ],
          },
        },
      },
    ]);
    const card = await screen.findByRole('article', { name: 'https://partner.example/hooks' });
    expect(within(card).getByText(/15 failed attempts/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Enable' })).toBeTruthy();
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://b.example/h');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('whsec_shown_once')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Deliveries' }));
    const log = await screen.findByRole('table', { name: 'Delivery log' });
    expect(within(log).getByText('failed')).toBeTruthy();
    expect(within(log).getByText('HTTP 500')).toBeTruthy();
  });
});
