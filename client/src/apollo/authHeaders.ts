import { ADMIN_TOKEN_KEY, TOKEN_KEY, readItem } from '../session/sessionStorageKeys';

export function bearer(token: string | null | undefined): string | undefined {
  return token ? `Bearer ${token}` : undefined;
}

/** The customer token, read at call time so a sign-in or logout applies to the very next request. */
export function customerAuthorization(): string | undefined {
  return bearer(readItem(TOKEN_KEY));
}

/**
 * Operation context that sends the admin token instead of the customer one:
 * `useQuery(AllBookingsDocument, { context: adminContext(adminToken) })`.
 * Without an argument it reads the stored adminToken.
 */
export function adminContext(adminToken: string | null = readItem(ADMIN_TOKEN_KEY)) {
  return { headers: { authorization: bearer(adminToken) ?? '' } };
}
