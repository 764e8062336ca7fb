import { z } from 'zod';
import type { Services } from '../common/services.js';
import { LEGACY_LIST_PAGE } from '../common/paging.js';
import { array, created, defineOperations, op, one, reply } from '../common/operation.js';
import { Message } from '../common/rest-schemas.js';
import * as S from './contact.schemas.js';
import { CONTACT_SENT } from './contact.service.js';
import { contactToRest } from './contact.rest.js';

/** Contact messages (SPEC.md section 7). */
export const contactOperations = defineOperations<Services>([
  op({
    operationId: 'sendContactMessage',
    method: 'post',
    path: '/v1/contact/add',
    tag: 'Contact',
    access: 'public',
    body: { kind: 'json', schema: S.contactInput, wordsAll: true },
    summary: 'Send a contact message',
    ok: created('Sent', Message),
    errors: [429],
    run: async (req, { contacts }) => {
      await contacts.send(req.em, req.input, req.ip ?? '');
      return { message: CONTACT_SENT };
    },
  }),
  op({
    operationId: 'listContactMessages',
    method: 'get',
    path: '/v1/contact/all',
    tag: 'Contact',
    access: 'admin',
    query: z.object({ search: z.string().optional() }),
    summary: 'The newest 1,000 contact messages (X-Total-Count)',
    ok: one('Messages', array(S.ContactMessage)),
    run: async (req, { contacts }) => {
      const { items, total } = await contacts.list(req.em, { search: req.queryInput.search }, LEGACY_LIST_PAGE);
      return reply(items.map(contactToRest), { 'X-Total-Count': String(total) });
    },
  }),
]);
