import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../lib/toast';
import { onSessionExpired } from '../apollo/sessionEvents';
import { rememberReturn } from './returnTo';
import { ADMIN_TOKEN_KEY, TOKEN_KEY, USER_KEY, readItem, readStoredUser, writeItem, type SessionUser } from './sessionStorageKeys';

export interface Session {
  /** The signed-in customer, or null when signed out. */
  user: SessionUser | null;
  token: string | null;
  adminToken: string | null;
  /** Stores the token and user after a successful OTP verification. */
  signIn(token: string, user: SessionUser): void;
  /** Replaces the stored user (e.g. after a profile update). */
  setUser(user: SessionUser): void;
  /** Removes token and user, clears the state and goes to /. */
  logout(): void;
  setAdminToken(token: string): void;
  /** Removes the admin token (admin Logout, or a token the server refused). */
  clearAdminToken(): void;
}

const SessionContext = createContext<Session | null>(null);

interface Props {
  children: ReactNode;
  /** Called when the customer token changes, so the socket reconnects and cached private data goes. */
  onCustomerChange?: () => void;
}

export function SessionProvider({ children, onCustomerChange }: Props) {
  const navigate = useNavigate();
  // The screen the customer is on, to come back to when an expired session sends them to sign in again.
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  // A user without a token (or the reverse) is not a session.
  const [user, setUserState] = useState<SessionUser | null>(() => (readItem(TOKEN_KEY) ? readStoredUser() : null));
  const [token, setToken] = useState<string | null>(() => (readStoredUser() ? readItem(TOKEN_KEY) : null));
  const [adminToken, setAdminTokenState] = useState<string | null>(() => readItem(ADMIN_TOKEN_KEY));

  const setUser = useCallback((next: SessionUser) => {
    writeItem(USER_KEY, JSON.stringify(next));
    setUserState(next);
  }, []);

  const signIn = useCallback(
    (nextToken: string, next: SessionUser) => {
      writeItem(TOKEN_KEY, nextToken);
      writeItem(USER_KEY, JSON.stringify(next));
      setToken(nextToken);
      setUserState(next);
      onCustomerChange?.();
    },
    [onCustomerChange],
  );

  const clearCustomer = useCallback(() => {
    writeItem(TOKEN_KEY, null);
    writeItem(USER_KEY, null);
    setToken(null);
    setUserState(null);
    onCustomerChange?.();
  }, [onCustomerChange]);

  const logout = useCallback(() => {
    clearCustomer();
    navigate('/');
  }, [clearCustomer, navigate]);

  const setAdminToken = useCallback((next: string) => {
    writeItem(ADMIN_TOKEN_KEY, next);
    setAdminTokenState(next);
  }, []);

  const clearAdminToken = useCallback(() => {
    writeItem(ADMIN_TOKEN_KEY, null);
    setAdminTokenState(null);
  }, []);

  // The server refused a stored token (expired or invalid): end that session and send the person to sign in again.
  useEffect(
    () =>
      onSessionExpired((kind, message) => {
        if (kind === 'customer') clearCustomer();
        else clearAdminToken();
        toast.error(message, { toastId: `session-expired-${kind}` });
        // A customer signs in again and comes back to the screen they were on.
        if (kind === 'customer') rememberReturn(here);
        navigate(kind === 'customer' ? '/userlogin' : '/wp-admin');
      }),
    [clearCustomer, clearAdminToken, navigate, here],
  );

  const value = useMemo<Session>(
    () => ({ user, token, adminToken, signIn, setUser, logout, setAdminToken, clearAdminToken }),
    [user, token, adminToken, signIn, setUser, logout, setAdminToken, clearAdminToken],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
