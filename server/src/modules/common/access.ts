import { ForbiddenError, UnauthenticatedError } from './errors.js';
import { Role } from './enums.js';

/*
 * Who is asking, and the checks every module's resolvers and routes make on it. Reading a caller from a token is
 * the auth module's (auth/access.ts); these rules need only the result, so modules use them without importing auth/.
 */

export interface Viewer {
  id: string;
  role: Role;
  /** When the token that named this viewer expires (epoch ms); set by `verify`. */
  expiresAt?: number;
  /** An admin token's session version (admins.session_version when it was signed); 1 when absent. */
  sessionVersion?: number;
}

export const SESSION_EXPIRED = 'Your session has expired or is invalid. Please log in again.';

/** Who is asking: the viewer a bearer token names; `badToken` when one was sent that fails the check. */
export interface Caller {
  viewer: Viewer | null;
  badToken: boolean;
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
