import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import express, { type RequestHandler } from 'express';
import multer from 'multer';
import type { AppConfig } from '../config.js';
import type { ImageStorage } from '../modules/common/uploads.js';
import { MAX_IMAGE_BYTES, PRIVATE_PREFIX, contentTypeOf } from '../modules/common/uploads.js';
import { MAX_TEXT_LENGTH } from '../modules/common/input.js';
import { assertCleanRequest } from '../pipeline/gate.js';
import { checkMultipartFields } from './contract/validate-input.js';
import type { Limit } from '../modules/common/rate-limits.js';
import { TEXT_TYPE } from './compression.js';

/**
 * Multipart with at most one image held in memory; its bytes are checked by the storage, not here. The text
 * fields then pass the operation's schema (contract/validate-input.ts) and the edge's rule, as JSON bodies do.
 */
export function singleImage(field: string): RequestHandler {
  const read = multer({
    storage: multer.memoryStorage(),
    // A text field's bytes: room for the longest text in UTF-8 (3 bytes a character at most), so only an over-long
    // text is refused here, with the JSON body's message (http/errors.ts).
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 30, fieldSize: MAX_TEXT_LENGTH * 3 },
  }).single(field);
  return (req, res, next) =>
    read(req, res, (err?: unknown) => {
      if (err) return next(err);
      try {
        assertCleanRequest(req);
        checkMultipartFields(req);
        next();
      } catch (refused) {
        next(refused);
      }
    });
}

/** In front of an anonymous upload route: the sender's address spends a point before multer reads any byte. */
export function countAnonymousUpload(limit: Limit): RequestHandler {
  return (req, _res, next) => {
    if (req.viewer) {
      next();
      return;
    }
    limit.consume(req.ip ?? '').then(() => next(), next);
  };
}

const UPLOAD_HEADERS: [string, string][] = [
  // Uploaded images only: a policy that keeps any active content inert.
  ['Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];

/** The name asked for, or '' (never found) when the path is not valid percent-encoding. */
function fileNameOf(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath.slice(1));
  } catch {
    return '';
  }
}

/**
 * GET /uploads/{file}: the local folder through express.static, else through the storage: the bucket streamed
 * through this server (not a redirect to a signed URL: the same URL, headers and origin for legacy clients, and the
 * bucket need not be public or reachable from browsers), and a card variant made on its first request. Names are
 * random and never reused, so responses are cacheable for a week.
 * Text files (the demo seed's SVG pictures; uploads themselves are never SVG) are read whole and sent in one
 * end(), so compressWhenAsked (hot-routes.ts) compresses them by content negotiation like every other text answer.
 */
export function serveUploads(config: AppConfig, storage: ImageStorage): RequestHandler[] {
  // Private files live in their own store (common/private-files.ts), never under UPLOAD_DIR; a `private-` name
  // left over from before is refused however the path is spelled (//, %2e, a/../, %2F: express.static normalises
  // after this check, so it looks at the whole decoded path, not only its start).
  const refusePrivate: RequestHandler = (req, res, next) => {
    if (fileNameOf(req.path).toLowerCase().includes(PRIVATE_PREFIX)) {
      res.status(404).json({ message: 'Not found.' });
      return;
    }
    next();
  };
  const fromStorage: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).setHeader('Allow', 'GET, HEAD').json({ message: 'Uploads can only be read here.' });
      return;
    }
    try {
      const file = await storage.open(fileNameOf(req.path));
      if (!file) {
        res.status(404).json({ message: 'Not found.' });
        return;
      }
      for (const [header, value] of UPLOAD_HEADERS) res.setHeader(header, value);
      res.setHeader('Content-Type', file.contentType);
      res.setHeader('Cache-Control', 'public, max-age=604800, immutable');
      if (file.length !== undefined) res.setHeader('Content-Length', String(file.length));
      if (req.method === 'HEAD') {
        file.stream.destroy();
        res.end();
        return;
      }
      if (TEXT_TYPE.test(file.contentType)) {
        res.end(await buffer(file.stream));
        return;
      }
      await pipeline(file.stream, res);
    } catch (err) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      next(err);
    }
  };
  if (config.s3) return [refusePrivate, fromStorage];
  const localFiles = express.static(config.uploadDir, {
    index: false,
    dotfiles: 'deny',
    fallthrough: true,
    maxAge: '7d',
    immutable: true,
    setHeaders: (res) => {
      for (const [name, value] of UPLOAD_HEADERS) res.setHeader(name, value);
    },
  });
  // express.static streams with write(), which compression never sees: text files go the storage's way.
  const binaryLocalFiles: RequestHandler = (req, res, next) => {
    if (TEXT_TYPE.test(contentTypeOf(fileNameOf(req.path)))) {
      next();
      return;
    }
    localFiles(req, res, next);
  };
  return [refusePrivate, binaryLocalFiles, fromStorage];
}
