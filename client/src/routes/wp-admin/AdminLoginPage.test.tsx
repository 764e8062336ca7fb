import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderAt } from '../../test/renderAt';
import { adminLoginDocument } from './useAdminLoginMutation';
import { adminSignInLinkDocument } from './useAdminSignInLinkMutation';
import AdminLoginPage from './AdminLoginPage';

const LOGIN = { request: { query: adminLoginDocument, variables: { email: 'admin@example.com', password: 'secret-pass' } } };

async function submitLogin(mocks: MockLink.MockedResponse[], email = 'admin@example.com', password = 'secret-pass') {
  const user = userEvent.setup();
  renderAt('/wp-admin', <AdminLoginPage />, { mocks });
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('admin login', () => {
  it('requires the email and the password', async () => {
    await submitLogin([], '', '');
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('stores the admin token and goes to the dashboard', async () => {
    await submitLogin([{ ...LOGIN, result: { data: { adminLogin: { __typename: 'AdminSession', token: 'admin-tok' } } } }]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/dashboard'));
    expect(sessionStorage.getItem('adminToken')).toBe('admin-tok');
  });

  it("shows the server's message when the login is refused", async () => {
    await submitLogin([
      { ...LOGIN, result: { errors: [{ message: 'Invalid email or password.', extensions: { code: 'UNAUTHENTICATED' } }] } },
    ]);
    expect(await screen.findByText('Invalid email or password.')).toBeTruthy();
    expect(sessionStorage.getItem('adminToken')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/wp-admin');
  });

  it("falls back to 'Login failed' without a server message", async () => {
    await submitLogin([{ ...LOGIN, error: new Error('offline') }]);
    expect(await screen.findByText('Login failed')).toBeTruthy();
  });

  it('disables Login while signing in', async () => {
    await submitLogin([{ ...LOGIN, delay: 300, error: new Error('offline') }]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Signing in...' }).disabled).toBe(true);
    await screen.findByText('Login failed');
  });

  it('signs in with the mailed link (?signin=…) once, and drops it from the address', async () => {
    renderAt('/wp-admin?signin=link-token', <AdminLoginPage />, {
      mocks: [
        {
          request: { query: adminSignInLinkDocument, variables: { signin: 'link-token' } },
          result: { data: { adminSignInLink: { __typename: 'AdminSession', token: 'linked-admin' } } },
        },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/dashboard'));
    expect(sessionStorage.getItem('adminToken')).toBe('linked-admin');
  });

  it("shows the server's refusal of a used or expired link", async () => {
    renderAt('/wp-admin?signin=used', <AdminLoginPage />, {
      mocks: [
        {
          request: { query: adminSignInLinkDocument, variables: { signin: 'used' } },
          result: {
            errors: [
              {
                message: 'This sign-in link is not valid any more. Ask for a new one by signing in again.',
                extensions: { code: 'UNAUTHENTICATED' },
              },
            ],
          },
        },
      ],
    });
    expect(await screen.findByText('This sign-in link is not valid any more. Ask for a new one by signing in again.')).toBeTruthy();
  });
});
