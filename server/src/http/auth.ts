import type { RequestHandler } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertRole, identify } from '../modules/auth/access.js';
import type { TokenService, Viewer } from '../modules/auth/tokens.js';
import { Role } from '../modules/common/enums.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      em: EntityManager;
      viewer: Viewer | null;
      badToken: boolean;
    }
  }
}

/** Reads the bearer token, if any, into req.viewer; a token that fails the check sets req.badToken. */
export function readViewer(tokens: TokenService): RequestHandler {
  return (req, _res, next) => {
    Object.assign(req, identify(tokens, req.headers.authorization));
    next();
  };
}

/** The REST twin of @Authorized(...roles): the same rule (modules/auth/access.ts) in front of a route. */
export function requireRole(...roles: Role[]): RequestHandler {
  return (req, _res, next) => {
    assertRole(req, roles);
    next();
  };
}

export const requireCustomer = requireRole(Role.Customer);
export const requireAdmin = requireRole(Role.Admin);
