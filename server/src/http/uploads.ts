import multer from 'multer';
import { MAX_IMAGE_BYTES } from '../modules/common/uploads.js';

/** Multipart with at most one image held in memory; its bytes are checked by the storage, not here. */
export function singleImage(field: string) {
  return multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 30, fieldSize: 64 * 1024 },
  }).single(field);
}
