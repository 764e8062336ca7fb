import { z } from 'zod';
import type { Services } from '../common/services.js';
import { viewerOf } from '../common/access.js';
import { isoDate } from '../common/rest.js';
import { array, defineOperations, one, param, reply, withMessage } from '../common/operation.js';
import { Message } from '../common/rest-schemas.js';
import * as S from './notification.schemas.js';
import type { Notification } from './notification.entity.js';
import type { Language } from '../common/language.js';
import { requestLanguage, say } from '../common/server-texts.js';

/** A notification as REST answers it, its sentence in the language the request asks for. */
export function notificationToRest(n: Notification, language: Language = 'en') {
  return { _id: n.id, message: say(language, n.message), read: n.read, createdAt: isoDate(n.createdAt) };
}

/** A customer's notifications (SPEC.md section 7). */
export const notificationOperations = defineOperations<Services>([
  {
    operationId: 'listMyNotifications',
    method: 'get',
    path: '/v1/notifications/user',
    tag: 'Notifications',
    access: 'customer',
    summary: "The signed-in customer's notifications",
    ok: one('Notifications', array(S.Notification)),
    run: async (req, { notifications }) =>
      reply(
        (await notifications.listMine(req.em, viewerOf(req).id)).map((n) =>
          notificationToRest(n, requestLanguage(req.headers['accept-language'])),
        ),
        { 'Cache-Control': 'no-cache' },
      ),
  },
  {
    operationId: 'markAllNotificationsRead',
    method: 'put',
    path: '/v1/notifications/mark-all-read',
    tag: 'Notifications',
    access: 'customer',
    summary: 'Mark all read',
    ok: one('Marked', withMessage({ updated: z.number().int() })),
    run: async (req, { notifications }) => {
      const updated = await notifications.markAllRead(req.em, viewerOf(req).id);
      return { message: 'All notifications marked as read.', updated };
    },
  },
  {
    operationId: 'clearNotifications',
    method: 'delete',
    path: '/v1/notifications/clear-all',
    tag: 'Notifications',
    access: 'customer',
    summary: 'Delete all',
    ok: one('Deleted', withMessage({ deleted: z.number().int() })),
    run: async (req, { notifications }) => {
      const deleted = await notifications.clearAll(req.em, viewerOf(req).id);
      return { message: 'All notifications cleared.', deleted };
    },
  },
  {
    operationId: 'deleteNotification',
    method: 'delete',
    path: '/v1/notifications/{id}',
    tag: 'Notifications',
    access: 'customer',
    summary: 'Delete one',
    ok: one('Deleted', Message),
    run: async (req, { notifications }) => {
      await notifications.deleteMine(req.em, viewerOf(req).id, param(req));
      return { message: 'Notification deleted.' };
    },
  },
]);
