import { ADMIN_TOKEN_KEY, TOKEN_KEY, readItem } from '../session/sessionStorageKeys';

export function bearer(token: string | null | undefined): string | undefined {
  return token ? `Bearer ${token}` : undefined;
}

/** The customer token, read at call time so a sign-in or logout applies to the very next request. */
export function customerAuthorization(): string | undefined {
  return bearer(readItem(TOKEN_KEY));
}

/** The stored admin token, read at call time (and at connect time by the admin panel's socket). */
export function adminAuthorization(): string | undefined {
  return bearer(readItem(ADMIN_TOKEN_KEY));
}

/** True when an operation's context brings its own Authorization header (see WITHOUT_TOKEN). */
export function hasOwnAuthorization(headers: unknown): boolean {
  return Boolean(headers) && Object.keys(headers as object).some((name) => name.toLowerCase() === 'authorization');
}

/** The context every operation of the admin client carries (set once, as its defaultContext): admin token, admin socket. */
export const ADMIN_CONTEXT = { admin: true } as const;

export function isAdminOperation(context: Record<string, unknown>): boolean {
  return context.admin === true;
}

/** Context of a sign-in call (adminLogin): sent with no token at all, so a refusal never reads as an expired session. */
export const WITHOUT_TOKEN = { headers: { authorization: '' } } as const;
