import { ADMIN_TOKEN_KEY, TOKEN_KEY, readItem } from '../session/sessionStorageKeys';

export function bearer(token: string | null | undefined): string | undefined {
  return token ? `Bearer ${token}` : undefined;
}

/** The customer token, read at call time so a sign-in or logout applies to the very next request. */
export function customerAuthorization(): string | undefined {
  return bearer(readItem(TOKEN_KEY));
}

/** The stored admin token, read at connect time by the admin panel's socket. */
export function adminAuthorization(): string | undefined {
  return bearer(readItem(ADMIN_TOKEN_KEY));
}

/** True when an operation's context brings its own Authorization header (see adminContext). */
export function hasOwnAuthorization(headers: unknown): boolean {
  return Boolean(headers) && Object.keys(headers as object).some((name) => name.toLowerCase() === 'authorization');
}

/**
 * Operation context that sends the admin token instead of the customer one:
 * `useQuery(AllBookingsDocument, { context: adminContext(adminToken) })`.
 * Without an argument it reads the stored adminToken. A subscription with this context travels on the
 * admin socket, which connects with the stored adminToken.
 */
export function adminContext(adminToken: string | null = readItem(ADMIN_TOKEN_KEY)) {
  return { headers: { authorization: bearer(adminToken) ?? '' } };
}
