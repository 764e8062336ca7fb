import { bearerToken, type TokenService } from './tokens.js';
import type { Caller } from '../common/access.js';

/**
 * Reading the caller from a token (pipeline/identify.ts adds the revocation checks); the rules applied to the caller
 * are in common/access.ts.
 */

/** Reads an Authorization header (`Bearer <token>`) into a caller. */
export function identify(tokens: TokenService, authorization: string | null | undefined): Caller {
  const token = bearerToken(authorization);
  const viewer = token ? tokens.verify(token) : null;
  return { viewer, badToken: Boolean(token) && !viewer };
}
