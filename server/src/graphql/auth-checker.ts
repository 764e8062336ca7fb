import type { AuthChecker } from 'type-graphql';
import type { AppContext } from './context.js';
import { ForbiddenError, UnauthenticatedError } from '../modules/common/errors.js';
import { Role } from '../modules/common/enums.js';
import type { Viewer } from '../modules/auth/tokens.js';

export const SESSION_EXPIRED = 'Your session has expired or is invalid. Please log in again.';

/** The one rule for both adapters: who may pass a guard that demands these roles. */
export function assertRole(viewer: Viewer | null, badToken: boolean, roles: readonly string[]): Viewer {
  if (!viewer) throw new UnauthenticatedError(badToken ? SESSION_EXPIRED : 'Please log in to continue.');
  if (roles.length > 0 && !roles.includes(viewer.role)) {
    throw new ForbiddenError(roles.includes(Role.Admin) ? 'Admin access required.' : 'You are not allowed to do that.');
  }
  return viewer;
}

export const authChecker: AuthChecker<AppContext> = ({ context }, roles) => {
  assertRole(context.viewer, context.badToken, roles);
  return true;
};
