import { describe, expect, it, vi } from 'vitest';
import { bookCarCarsDocument } from '../routes/bookcar/carsQuery';
import { adminContext } from './authHeaders';
import { createApolloClient } from './client';

function clientRecordingHeaders() {
  const requests: Headers[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Headers(init?.headers));
    return new Response(JSON.stringify({ data: { cars: [] } }), { headers: { 'content-type': 'application/json' } });
  });
  return { client: createApolloClient({ fetch }).client, requests };
}

describe('Apollo client', () => {
  it('sends the CSRF preflight header and no authorization when signed out', async () => {
    const { client, requests } = clientRecordingHeaders();
    await client.query({ query: bookCarCarsDocument });
    expect(requests[0].get('apollo-require-preflight')).toBe('true');
    expect(requests[0].get('authorization')).toBeNull();
  });

  it('adds the customer token from session storage, read at request time', async () => {
    const { client, requests } = clientRecordingHeaders();
    sessionStorage.setItem('token', 'customer-1');
    await client.query({ query: bookCarCarsDocument, fetchPolicy: 'network-only' });
    expect(requests[0].get('authorization')).toBe('Bearer customer-1');
  });

  it('sends the admin token instead when the operation asks for it', async () => {
    const { client, requests } = clientRecordingHeaders();
    sessionStorage.setItem('token', 'customer-1');
    sessionStorage.setItem('adminToken', 'admin-1');
    await client.query({ query: bookCarCarsDocument, context: adminContext(), fetchPolicy: 'network-only' });
    expect(requests[0].get('authorization')).toBe('Bearer admin-1');
  });
});
