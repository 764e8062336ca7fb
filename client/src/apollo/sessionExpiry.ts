import { ErrorLink } from '@apollo/client/link/error';
import { ServerError } from '@apollo/client/errors';
import { errorCode, serverMessage } from '../components/serverMessage';
import { ADMIN_TOKEN_KEY, TOKEN_KEY, readItem } from '../session/sessionStorageKeys';
import { bearer } from './authHeaders';

export type ExpiredSession = 'customer' | 'admin';
type Listener = (kind: ExpiredSession, message: string) => void;

export const SESSION_EXPIRED_FALLBACK = 'Your session has expired. Please log in again.';

const listeners = new Set<Listener>();

/** The session provider listens here: it clears the session that the server refused. */
export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

export function notifySessionExpired(kind: ExpiredSession, message: string): void {
  listeners.forEach((listener) => listener(kind, message));
}

function sentAuthorization(headers: unknown): string | undefined {
  const entries = Object.entries((headers ?? {}) as Record<string, string>);
  return entries.find(([name]) => name.toLowerCase() === 'authorization')?.[1];
}

function refusedToken(error: unknown): boolean {
  return errorCode(error) === 'UNAUTHENTICATED' || (ServerError.is(error) && error.statusCode === 401);
}

/**
 * An operation refused as UNAUTHENTICATED that carried the stored customer (or admin) token means that token
 * expired or is invalid. Operations sent with no token (sign-in calls, adminLogin) never count.
 */
export const sessionExpiryLink = new ErrorLink(({ error, operation }) => {
  if (!refusedToken(error)) return;
  const sent = sentAuthorization(operation.getContext().headers);
  if (!sent) return;
  const message = serverMessage(error) ?? SESSION_EXPIRED_FALLBACK;
  if (sent === bearer(readItem(TOKEN_KEY))) notifySessionExpired('customer', message);
  else if (sent === bearer(readItem(ADMIN_TOKEN_KEY))) notifySessionExpired('admin', message);
});
