import { z } from 'zod';
import type { Services } from '../common/services.js';
import { viewerOf } from '../common/access.js';
import { defineOperations, op, one } from '../common/operation.js';
import * as S from './admin.schemas.js';

const adminToken = z.strictObject({ token: z.string() });

/** The admin sign-in (SPEC.md section 7). */
export const adminOperations = defineOperations<Services>([
  op({
    operationId: 'adminLogin',
    method: 'post',
    path: '/v1/admin/login',
    tag: 'Sign-in',
    access: 'public',
    body: { kind: 'json', schema: S.requests.login, wordsAll: true },
    summary: 'Admin sign-in',
    ok: one('The admin token', adminToken),
    errors: [429],
    run: async (req, { admins }) => ({ token: await admins.login(req.em, req.input, req.ip ?? '') }),
  }),
  op({
    operationId: 'adminLoginLink',
    method: 'post',
    path: '/v1/admin/login-link',
    tag: 'Sign-in',
    access: 'public',
    body: { kind: 'json', schema: S.requests.signInLink, wordsAll: true },
    summary: 'Admin sign-in with the link mailed while password sign-in of the account is paused (once, within 15 minutes)',
    ok: one('The admin token', adminToken),
    run: async (req, { admins }) => ({ token: await admins.loginWithLink(req.em, req.input.signin ?? '') }),
  }),
  {
    operationId: 'verifyAdminToken',
    method: 'post',
    path: '/v1/admin/verify-token',
    tag: 'Sign-in',
    access: 'admin',
    summary: 'Is the admin token still valid?',
    ok: one('Valid', z.strictObject({ valid: z.literal(true) })),
    run: async (req, { admins }) => {
      await admins.assertActive(req.em, viewerOf(req));
      return { valid: true };
    },
  },
]);
