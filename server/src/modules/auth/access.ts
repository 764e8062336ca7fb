import { ForbiddenError, UnauthenticatedError } from '../common/errors.js';
import { Role } from '../common/enums.js';
import { bearerToken, type TokenService, type Viewer } from './tokens.js';

/** The access rules, one place for every adapter (graphql/auth-checker.ts and http/auth.ts adapt them;
 * pipeline/identify.ts adds the revocation checks). */

export const SESSION_EXPIRED = 'Your session has expired or is invalid. Please log in again.';

/** Who is asking: the viewer a bearer token names; `badToken` when one was sent that fails the check. */
export interface Caller {
  viewer: Viewer | null;
  badToken: boolean;
}

/** Reads an Authorization header (`Bearer <token>`) into a caller. */
export function identify(tokens: TokenService, authorization: string | null | undefined): Caller {
  const token = bearerToken(authorization);
  const viewer = token ? tokens.verify(token) : null;
  return { viewer, badToken: Boolean(token) && !viewer };
}

/** Who may pass a guard that demands these roles (none: anyone signed in); 401 or 403 otherwise. */
export function assertRole({ viewer, badToken }: Caller, roles: readonly string[]): Viewer {
  if (!viewer) throw new UnauthenticatedError(badToken ? SESSION_EXPIRED : 'Please log in to continue.');
  if (roles.length > 0 && !roles.includes(viewer.role)) {
    throw new ForbiddenError(roles.includes(Role.Admin) ? 'Admin access required.' : 'You are not allowed to do that.');
  }
  return viewer;
}

/** The signed-in viewer behind a guard (a resolver's context or a REST request). */
export function viewerOf(caller: { viewer: Viewer | null }): Viewer {
  if (!caller.viewer) throw new UnauthenticatedError('Please log in to continue.');
  return caller.viewer;
}
