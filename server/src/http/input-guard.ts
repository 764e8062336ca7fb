import type { RequestHandler } from 'express';
import { assertCleanInput } from '../modules/common/input.js';

/** The edge's text rule on the query string and the body (JSON, or multipart fields once multer has read them). */
export function assertCleanRequest(req: { query: unknown; body?: unknown }): void {
  assertCleanInput(req.query);
  assertCleanInput(req.body);
}

/** REST: the query string and the JSON body pass the edge's text rule. */
export const cleanInput: RequestHandler = (req, _res, next) => {
  assertCleanRequest(req);
  next();
};
