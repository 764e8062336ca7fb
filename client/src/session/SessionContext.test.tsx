import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useSession } from './SessionContext';
import { renderAt } from '../test/renderAt';

function SessionView() {
  const { user, logout, signIn } = useSession();
  return (
    <div>
      <p>{user ? `Signed in as ${user.name}` : 'Signed out'}</p>
      <button type="button" onClick={logout}>
        Logout
      </button>
      <button type="button" onClick={() => signIn('tok', { _id: 'u2', name: 'Ravi', phone: '9000000001', email: 'r@example.com' })}>
        Sign in
      </button>
    </div>
  );
}

describe('Session', () => {
  it('treats an unreadable stored user as signed out', () => {
    sessionStorage.setItem('token', 't1');
    sessionStorage.setItem('user', '{not json');
    renderAt('/profile', <SessionView />);
    expect(screen.getByText('Signed out')).toBeTruthy();
  });

  it('treats a missing stored user as signed out', () => {
    sessionStorage.setItem('token', 't1');
    renderAt('/profile', <SessionView />);
    expect(screen.getByText('Signed out')).toBeTruthy();
  });

  it('reads a stored user and token as signed in', () => {
    sessionStorage.setItem('token', 't1');
    sessionStorage.setItem('user', JSON.stringify({ _id: 'u1', name: 'Asha' }));
    renderAt('/profile', <SessionView />);
    expect(screen.getByText('Signed in as Asha')).toBeTruthy();
  });

  it('logout removes token and user, clears the state and goes to /', () => {
    sessionStorage.setItem('token', 't1');
    sessionStorage.setItem('user', JSON.stringify({ _id: 'u1', name: 'Asha' }));
    sessionStorage.setItem('adminToken', 'admin');
    renderAt('/profile', <SessionView />);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByText('Signed out')).toBeTruthy();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('user')).toBeNull();
    expect(sessionStorage.getItem('adminToken')).toBe('admin');
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('sign-in stores the token and the user object', () => {
    renderAt('/userlogin', <SessionView />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Signed in as Ravi')).toBeTruthy();
    expect(sessionStorage.getItem('token')).toBe('tok');
    expect(JSON.parse(sessionStorage.getItem('user')!)).toMatchObject({ _id: 'u2', name: 'Ravi' });
  });
});
