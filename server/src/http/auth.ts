import type { RequestHandler } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertRole, identifyLive } from '../modules/auth/access.js';
import type { SessionCheck } from '../modules/auth/sessions.js';
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
export function readViewer(tokens: TokenService, sessions: SessionCheck): RequestHandler {
  return (req, _res, next) => {
    if (!req.headers.authorization) {
      Object.assign(req, { viewer: null, badToken: false });
      next();
      return;
    }
    identifyLive(tokens, sessions, req.headers.authorization).then((caller) => {
      Object.assign(req, caller);
      next();
    }, next);
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
