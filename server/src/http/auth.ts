import type { RequestHandler } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertRole } from '../modules/common/access.js';
import type { Viewer } from '../modules/auth/tokens.js';
import { Role } from '../modules/common/enums.js';
import type { IdentifyCaller } from '../pipeline/identify.js';

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

/** REST's identify step (pipeline/identify.ts): req.viewer and req.badToken, and req.partner for an API key. */
export function readCaller(identify: IdentifyCaller): RequestHandler {
  return (req, _res, next) => {
    if (!req.headers.authorization) {
      Object.assign(req, { viewer: null, badToken: false });
      next();
      return;
    }
    identify(req.headers.authorization, () => req.em).then(({ viewer, badToken, partner }) => {
      Object.assign(req, { viewer, badToken });
      if (partner !== undefined) req.partner = partner;
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
