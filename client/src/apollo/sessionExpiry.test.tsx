import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { adminTokenValidDocument as meDocument } from '../routes/admin/useAdminTokenCheck';
import { renderAt } from '../test/renderAt';
import { WITHOUT_TOKEN } from './authHeaders';
import { createApolloClient } from './client';
import { notifySessionExpired, onSessionExpired } from './sessionExpiry';

function clientAnswering(code: string) {
  const fetch = vi.fn(async () => new Response(
    JSON.stringify({ errors: [{ message: 'Your session has expired or is invalid. Please log in again.', extensions: { code } }] }),
    { status: code === 'UNAUTHENTICATED' ? 401 : 403, headers: { 'content-type': 'application/graphql-response+json' } },
  ));
  return createApolloClient({ fetch });
}

describe('expired session', () => {
  const seen: [string, string][] = [];
  const stop = onSessionExpired((kind, message) => seen.push([kind, message]));
  afterEach(() => { seen.length = 0; });

  it('reports the customer session when an operation with the customer token answers UNAUTHENTICATED', async () => {
    sessionStorage.setItem('token', 'old');
    await clientAnswering('UNAUTHENTICATED').client.query({ query: meDocument }).catch(() => undefined);
    expect(seen).toEqual([['customer', 'Your session has expired or is invalid. Please log in again.']]);
  });

  it('reports the admin session when an admin operation answers UNAUTHENTICATED', async () => {
    sessionStorage.setItem('token', 'customer');
    sessionStorage.setItem('adminToken', 'old-admin');
    await clientAnswering('UNAUTHENTICATED').adminClient.query({ query: meDocument }).catch(() => undefined);
    expect(seen.map(([kind]) => kind)).toEqual(['admin']);
  });

  it('ignores operations sent without a token, and other refusals', async () => {
    await clientAnswering('UNAUTHENTICATED').client.query({ query: meDocument }).catch(() => undefined);
    sessionStorage.setItem('token', 'customer');
    await clientAnswering('FORBIDDEN').client.query({ query: meDocument }).catch(() => undefined);
    await clientAnswering('UNAUTHENTICATED').client.query({ query: meDocument, context: WITHOUT_TOKEN }).catch(() => undefined);
    expect(seen).toEqual([]);
  });

  it('clears the customer session and sends the customer to /userlogin', () => {
    stop();
    sessionStorage.setItem('token', 'old');
    sessionStorage.setItem('user', JSON.stringify({ _id: 'u1', name: 'Asha' }));
    sessionStorage.setItem('adminToken', 'admin');
    renderAt('/bookings', <p>Bookings</p>);
    act(() => notifySessionExpired('customer', 'Your session has expired.'));
    expect(screen.getByTestId('location').textContent).toBe('/userlogin');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('user')).toBeNull();
    expect(sessionStorage.getItem('adminToken')).toBe('admin');
  });

  it('clears the admin token and sends the admin to /wp-admin', () => {
    sessionStorage.setItem('token', 'customer');
    sessionStorage.setItem('user', JSON.stringify({ _id: 'u1', name: 'Asha' }));
    sessionStorage.setItem('adminToken', 'admin');
    renderAt('/admin/user', <p>Users</p>);
    act(() => notifySessionExpired('admin', 'Your session has expired.'));
    expect(screen.getByTestId('location').textContent).toBe('/wp-admin');
    expect(sessionStorage.getItem('adminToken')).toBeNull();
    expect(sessionStorage.getItem('token')).toBe('customer');
  });
});
