import { bearerToken, type TokenService } from './tokens.js';
import type { Caller } from '../common/access.js';

/**
 * Reading the caller from a token, for every adapter (graphql/auth-checker.ts and http/auth.ts; pipeline/identify.ts
 * adds the revocation checks); the rules applied to the caller are in common/access.ts, re-exported here for those
 * adapters.
 */
export { assertRole, viewerOf, SESSION_EXPIRED, type Caller } from '../common/access.js';

/** Reads an Authorization header (`Bearer <token>`) into a caller. */
export function identify(tokens: TokenService, authorization: string | null | undefined): Caller {
  const token = bearerToken(authorization);
  const viewer = token ? tokens.verify(token) : null;
  return { viewer, badToken: Boolean(token) && !viewer };
}
