import type { ErrorRequestHandler, RequestHandler } from 'express';
import multer from 'multer';
import { isDomainError } from '../modules/common/errors.js';
import { GraphQLError } from 'graphql';

export const notFoundApi: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found.' });
};

/** REST errors are `{ message }` with a fitting status; nothing internal leaves the server. */
export function restErrorHandler(log: (msg: string) => void): ErrorRequestHandler {
  return (err, _req, res, _next) => {
    if (res.headersSent) return;
    if (isDomainError(err)) {
      res.status(err.status).json({ message: err.message });
      return;
    }
    if (err instanceof multer.MulterError) {
      const tooLarge = err.code === 'LIMIT_FILE_SIZE' || err.code === 'LIMIT_FIELD_VALUE';
      res.status(tooLarge ? 413 : 400).json({ message: tooLarge ? 'The upload is too large (at most 5 MB).' : `Upload refused: ${err.message}.` });
      return;
    }
    const type = (err as { type?: string }).type;
    if (type === 'entity.parse.failed') {
      res.status(400).json({ message: 'Malformed JSON body.' });
      return;
    }
    if (type === 'entity.too.large') {
      res.status(413).json({ message: 'The request body is too large.' });
      return;
    }
    const status = Number((err as { status?: number }).status);
    if (status >= 400 && status < 500) {
      res.status(status).json({ message: err instanceof GraphQLError || err instanceof Error ? err.message : 'Bad request.' });
      return;
    }
    log(`unexpected error: ${(err as Error)?.stack ?? String(err)}`);
    res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
  };
}
