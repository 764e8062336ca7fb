import type { AuthChecker } from 'type-graphql';
import type { AppContext } from './context.js';
import { assertRole } from '../modules/common/access.js';

/** @Authorized(...roles) over the one access rule (modules/auth/access.ts). */
export const authChecker: AuthChecker<AppContext> = ({ context }, roles) => {
  assertRole(context, roles);
  return true;
};
