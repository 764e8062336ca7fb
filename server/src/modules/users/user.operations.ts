import { z } from 'zod';
import type { Services } from '../common/services.js';
import { viewerOf } from '../common/access.js';
import { array, defineOperations, op, deleteById, one, param, reply, withMessage } from '../common/operation.js';
import * as S from './user.schemas.js';
import { userToRest } from './user.rest.js';

/** The profile and the admin's users screen (SPEC.md section 7). */
export const userOperations = defineOperations<Services>([
  op({
    operationId: 'updateProfile',
    method: 'put',
    path: '/user/auth/update-profile',
    tag: 'Customers',
    access: 'customer',
    body: { kind: 'multipart', schema: S.profileInput, wordsAll: true, file: 'profilePic', fileOptional: true },
    summary: "Update the signed-in customer's profile",
    ok: one('Updated', z.strictObject({ user: S.User })),
    // The e-mail field the legacy form sends is ignored (profileInput drops it): e-mail is read-only.
    run: async (req, { users }) => ({ user: userToRest(await users.updateProfile(req.em, viewerOf(req).id, req.input, req.file?.buffer)) }),
  }),
  op({
    operationId: 'setLanguage',
    method: 'put',
    path: '/user/auth/language',
    tag: 'Customers',
    access: 'customer',
    body: { kind: 'json', schema: S.requests.language, wordsAll: true },
    summary: "Set the signed-in customer's language (en or hi): the site's and their e-mails'",
    ok: one('Updated', z.strictObject({ user: S.User })),
    run: async (req, { users }) => ({
      user: userToRest(await users.setLanguage(req.em, viewerOf(req).id, req.input.language)),
    }),
  }),
  {
    operationId: 'listUsers',
    method: 'get',
    path: '/user/all',
    tag: 'Customers',
    access: 'admin',
    summary: 'The newest 1,000 customers (X-Total-Count)',
    ok: one('Customers', array(S.User)),
    run: async (req, { userDirectory }) => {
      const { items, total } = await userDirectory.listAll(req.em);
      return reply(items.map(userToRest), { 'X-Total-Count': String(total) });
    },
  },
  deleteById({
    operationId: 'deleteUser',
    path: '/user/{id}',
    tag: 'Customers',
    summary: 'Delete a customer with their bookings and notifications',
    message: 'User deleted.',
    remove: (req, { userDirectory }) => userDirectory.deleteOne(req.em, param(req)),
  }),
  op({
    operationId: 'deleteUsers',
    method: 'post',
    path: '/user/bulk-delete',
    tag: 'Customers',
    access: 'admin',
    body: { kind: 'json', schema: S.requests.bulkDelete, wordsAll: true },
    summary: 'Delete several customers',
    ok: one('Deleted', withMessage({ deleted: z.number().int() })),
    run: async (req, { userDirectory }) => {
      const deleted = await userDirectory.deleteMany(req.em, req.input.ids);
      return { message: `${deleted} ${deleted === 1 ? 'user' : 'users'} deleted.`, deleted };
    },
  }),
]);
