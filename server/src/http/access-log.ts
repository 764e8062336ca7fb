import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { logger, requestIdOf, requestScope } from '../logger.js';

/** One JSON access line per request Express answers, with the request id the front door gave it. */
export function accessLog(): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = requestScope.getStore()?.id ?? requestIdOf(req);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
