import type { RequestHandler } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertRole } from '../graphql/auth-checker.js';
import { bearerToken, type TokenService, type Viewer } from '../modules/auth/tokens.js';
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
    const token = bearerToken(req.headers.authorization);
    req.viewer = token ? tokens.verify(token) : null;
    req.badToken = Boolean(token) && !req.viewer;
    next();
  };
}

/** The REST twin of @Authorized(...roles): the same rule (assertRole) in front of a route. */
export function requireRole(...roles: Role[]): RequestHandler {
  return (req, _res, next) => {
    assertRole(req.viewer, req.badToken, roles);
    next();
  };
}

export const requireCustomer = requireRole(Role.Customer);
export const requireAdmin = requireRole(Role.Admin);

/** The viewer a guarded route is sure to have. */
export function viewerOf(req: { viewer: Viewer | null }): Viewer {
  if (!req.viewer) throw new Error('route is missing its guard');
  return req.viewer;
}
