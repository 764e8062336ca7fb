import multer from 'multer';
import type { RequestHandler } from 'express';
import { MAX_IMAGE_BYTES } from '../modules/common/uploads.js';
import { cleanInput } from './input-guard.js';

/**
 * Multipart with at most one image held in memory; its bytes are checked by the storage, not here. The text
 * fields then pass the edge's rule, as JSON bodies do.
 */
export function singleImage(field: string): RequestHandler {
  const read = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 30, fieldSize: 64 * 1024 },
  }).single(field);
  return (req, res, next) => read(req, res, (err?: unknown) => {
    if (err) return next(err);
    try {
      cleanInput(req, res, next);
    } catch (refused) {
      next(refused);
    }
  });
}
