import { bearerToken, type TokenService } from './tokens.js';
import type { SessionCheck } from './sessions.js';
import type { Caller } from '../common/access.js';

/**
 * Reading the caller from a token, for every adapter (graphql/auth-checker.ts and http/auth.ts); the rules applied to
 * the caller are in common/access.ts, re-exported here for those adapters.
 */
export { assertRole, viewerOf, SESSION_EXPIRED, type Caller } from '../common/access.js';

/** Reads an Authorization header (`Bearer <token>`) into a caller. */
export function identify(tokens: TokenService, authorization: string | null | undefined): Caller {
  const token = bearerToken(authorization);
  const viewer = token ? tokens.verify(token) : null;
  return { viewer, badToken: Boolean(token) && !viewer };
}

/**
 * `identify`, then the session check (modules/auth/sessions.ts): a token of a removed account, or of an admin
 * whose password changed since, is treated as an invalid token (401 'Your session has expired…').
 */
export async function identifyLive(
  tokens: TokenService,
  sessions: SessionCheck,
  authorization: string | null | undefined,
): Promise<Caller> {
  const caller = identify(tokens, authorization);
  if (caller.viewer && !(await sessions.isLive(caller.viewer))) return { viewer: null, badToken: true };
  return caller;
}
