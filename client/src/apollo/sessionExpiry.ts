import { ErrorLink } from '@apollo/client/link/error';
import { refusedToken, serverMessage } from '../components/serverMessage';
import { ADMIN_TOKEN_KEY, TOKEN_KEY, readItem } from '../session/sessionStorageKeys';
import { bearer } from './authHeaders';

export { SESSION_EXPIRED_FALLBACK, notifySessionExpired, onSessionExpired, type ExpiredSession } from './sessionEvents';
import { SESSION_EXPIRED_FALLBACK, notifySessionExpired } from './sessionEvents';

function sentAuthorization(headers: unknown): string | undefined {
  const entries = Object.entries((headers ?? {}) as Record<string, string>);
  return entries.find(([name]) => name.toLowerCase() === 'authorization')?.[1];
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
