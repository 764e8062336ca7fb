import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { renderAt } from '../../test/renderAt';
import { adminTokenAccepted, adminTokenRefused } from '../../test/adminMocks';
import { adminTokenValidDocument } from './useAdminTokenCheck';
import { AdminGuard } from './AdminGuard';

function GuardedScreens() {
  return (
    <AdminGuard>
      <Routes>
        <Route
          path="/admin/dashboard"
          element={
            <>
              <h1>Dashboard</h1>
              <Link to="/admin/user">Users</Link>
            </>
          }
        />
        <Route path="/admin/user" element={<h1>Users</h1>} />
      </Routes>
    </AdminGuard>
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('AdminGuard', () => {
  it('sends a visitor without an admin token to /wp-admin', async () => {
    renderAt('/admin/dashboard', <GuardedScreens />, { admin: true });
    await waitFor(() => expect(location()).toBe('/wp-admin'));
  });

  it('shows a loading state while the token is checked, then the screen', async () => {
    sessionStorage.setItem('adminToken', 'admin-tok');
    renderAt('/admin/dashboard', <GuardedScreens />, { admin: true, mocks: [{ ...adminTokenAccepted(), delay: 300 }] });
    expect(screen.getByText('Checking admin session...')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('removes a token the server refuses and goes to /wp-admin', async () => {
    sessionStorage.setItem('adminToken', 'forged');
    renderAt('/admin/dashboard', <GuardedScreens />, { admin: true, mocks: [adminTokenRefused()] });
    await waitFor(() => expect(location()).toBe('/wp-admin'));
    expect(sessionStorage.getItem('adminToken')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  });

  it('checks the token again on every path change and leaves when it is refused there', async () => {
    sessionStorage.setItem('adminToken', 'admin-tok');
    let checks = 0;
    renderAt('/admin/dashboard', <GuardedScreens />, {
      admin: true,
      mocks: [
        {
          request: { query: adminTokenValidDocument },
          maxUsageCount: 2,
          result: () => {
            checks += 1;
            return checks === 1
              ? { data: { adminTokenValid: true } }
              : {
                  errors: [
                    { message: 'Your session has expired or is invalid. Please log in again.', extensions: { code: 'UNAUTHENTICATED' } },
                  ],
                };
          },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Users' }));
    await waitFor(() => expect(location()).toBe('/wp-admin'));
    expect(checks).toBe(2);
    expect(sessionStorage.getItem('adminToken')).toBeNull();
  });

  it('sends the admin token, not the customer one, to be checked', async () => {
    sessionStorage.setItem('adminToken', 'admin-tok');
    sessionStorage.setItem('token', 'customer-tok');
    let sent: unknown;
    renderAt('/admin/dashboard', <GuardedScreens />, {
      admin: true,
      mocks: [
        {
          request: { query: adminTokenValidDocument },
          result: () => ({ data: { adminTokenValid: true } }),
          delay: (operation) => {
            sent = operation.getContext().headers;
            return 0;
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(sent).toEqual({ authorization: 'Bearer admin-tok' });
  });

  it('offers Retry when the server cannot be reached, and keeps the token', async () => {
    sessionStorage.setItem('adminToken', 'admin-tok');
    renderAt('/admin/dashboard', <GuardedScreens />, {
      admin: true,
      mocks: [{ request: { query: adminTokenValidDocument }, error: new Error('offline') }, adminTokenAccepted()],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(sessionStorage.getItem('adminToken')).toBe('admin-tok');
  });
});
