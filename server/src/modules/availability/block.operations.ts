import { z } from 'zod';
import type { Services } from '../common/services.js';
import { array, created, defineOperations, op, deleteById, one, param } from '../common/operation.js';
import * as S from './block.schemas.js';

/** Maintenance blocks (admin only); BlockService decides everything. */
export const blockOperations = defineOperations<Services>([
  op({
    operationId: 'createBlock',
    method: 'post',
    path: '/v1/admin/blocks',
    tag: 'Calendar',
    access: 'admin',
    body: { kind: 'json', schema: S.requests.block, wordsAll: true },
    summary: 'Take a car out of service for a period (refused over an Accepted booking, naming it, or another block)',
    ok: created('Blocked', z.strictObject({ _id: z.string() })),
    errors: [404, 409],
    run: async (req, { blocks }) => ({ _id: (await blocks.create(req.em, req.input)).id }),
  }),
  op({
    operationId: 'listBlocks',
    method: 'get',
    path: '/v1/admin/blocks',
    tag: 'Calendar',
    access: 'admin',
    query: S.blockListQuery,
    summary: 'Maintenance blocks not yet ended, soonest first',
    ok: one('Blocks', array(S.Block)),
    errors: [400],
    run: async (req, { blocks }) => (await blocks.list(req.em, req.queryInput.carId)).map(({ id, ...rest }) => ({ _id: id, ...rest })),
  }),
  deleteById({
    operationId: 'deleteBlock',
    path: '/v1/admin/blocks/{id}',
    tag: 'Calendar',
    summary: 'Remove a maintenance block (the car is free again)',
    errors: [404],
    message: 'Block deleted.',
    remove: (req, { blocks }) => blocks.delete(req.em, param(req)),
  }),
]);
