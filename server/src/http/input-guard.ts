import type { RequestHandler } from 'express';
import { assertCleanInput } from '../modules/common/input.js';

/** REST: the query string and the body (JSON, or multipart fields once multer has read them) pass the edge's text rule. */
export const cleanInput: RequestHandler = (req, _res, next) => {
  assertCleanInput(req.query);
  assertCleanInput(req.body);
  next();
};
