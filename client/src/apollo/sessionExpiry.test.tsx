import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BookingModal } from '../routes/bookcar/BookingModal';
import { signInCustomer } from '../test/testCustomer';
import { adminTokenValidDocument as meDocument } from '../routes/admin/useAdminTokenCheck';
import { renderAt } from '../test/renderAt';
import { WITHOUT_TOKEN } from './authHeaders';
import { createApolloClient } from './client';
import { notifySessionExpired, onSessionExpired } from './sessionExpiry';

function clientAnswering(code: string) {
  const fetch = vi.fn(
    async () =>
      new Response(
        JSON.stringify({ errors: [{ message: 'Your session has expired or is invalid. Please log in again.', extensions: { code } }] }),
        { status: code === 'UNAUTHENTICATED' ? 401 : 403, headers: { 'content-type': 'application/graphql-response+json' } },
      ),
  );
  return createApolloClient({ fetch });
}

describe('expired session', () => {
  const seen: [string, string][] = [];
  const stop = onSessionExpired((kind, message) => seen.push([kind, message]));
  afterEach(() => {
    seen.length = 0;
  });

  it('reports the customer session when an operation with the customer token answers UNAUTHENTICATED', async () => {
    sessionStorage.setItem('token', 'old');
    await clientAnswering('UNAUTHENTICATED')
      .client.query({ query: meDocument })
      .catch(() => undefined);
    expect(seen).toEqual([['customer', 'Your session has expired or is invalid. Please log in again.']]);
  });

  it('reports the admin session when an admin operation answers UNAUTHENTICATED', async () => {
    sessionStorage.setItem('token', 'customer');
    sessionStorage.setItem('adminToken', 'old-admin');
    await clientAnswering('UNAUTHENTICATED')
      .adminClient.query({ query: meDocument })
      .catch(() => undefined);
    expect(seen.map(([kind]) => kind)).toEqual(['admin']);
  });

  it('ignores operations sent without a token, and other refusals', async () => {
    await clientAnswering('UNAUTHENTICATED')
      .client.query({ query: meDocument })
      .catch(() => undefined);
    sessionStorage.setItem('token', 'customer');
    await clientAnswering('FORBIDDEN')
      .client.query({ query: meDocument })
      .catch(() => undefined);
    await clientAnswering('UNAUTHENTICATED')
      .client.query({ query: meDocument, context: WITHOUT_TOKEN })
      .catch(() => undefined);
    expect(seen).toEqual([]);
  });

  it('clears the customer session and sends the customer to /userlogin', () => {
    stop();
    sessionStorage.setItem('token', 'old');
    sessionStorage.setItem('user', JSON.stringify({ _id: 'u1', name: 'Asha' }));
    sessionStorage.setItem('adminToken', 'admin');
    renderAt('/services/bookcar?search=swift', <p>Cars</p>);
    act(() => notifySessionExpired('customer', 'Your session has expired.'));
    expect(screen.getByTestId('location').textContent).toBe('/userlogin');
    // Signing in again comes back to the screen the customer was on.
    expect(sessionStorage.getItem('indoredrive.returnTo')).toBe('/services/bookcar?search=swift');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('user')).toBeNull();
    expect(sessionStorage.getItem('adminToken')).toBe('admin');
  });

  it("expiring while booking: back to the car's modal after sign-in, and no second alert over the session message", async () => {
    stop();
    signInCustomer();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    // The modal's GETs answer; the booking, sent through the app's own client (apollo/instance.ts, made when the
    // booking is sent), is refused for the token.
    const refused = {
      errors: [{ message: 'Your session has expired or is invalid. Please log in again.', extensions: { code: 'UNAUTHENTICATED' } }],
    };
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url).includes('/availability?')) return new Response('[]', { headers: { 'content-type': 'application/json' } });
      if (String(url).includes('/quote?')) return new Response('{"message":"No quote in this test."}', { status: 400 });
      expect((JSON.parse(String(init?.body)) as { operationName: string }).operationName).toBe('CreateBooking');
      return new Response(JSON.stringify(refused), { status: 401, headers: { 'content-type': 'application/graphql-response+json' } });
    });
    vi.stubGlobal('fetch', fetch);
    renderAt('/services/bookcar', <BookingModal car={{ id: 'car-1', name: 'Swift' }} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Complete Your Booking' });
    fireEvent.change(within(dialog).getByLabelText('Driving License'), { target: { value: 'DL-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/userlogin'));
    await waitFor(() => expect(sessionStorage.getItem('indoredrive.returnTo')).toBe('/services/bookcar?book=car-1'));
    expect(sessionStorage.getItem('token')).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(alert).not.toHaveBeenCalled();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
    cleanup();
    vi.unstubAllGlobals();
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
