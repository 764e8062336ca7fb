import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

function createHelmet() {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        // The embedded map on the home and contact pages.
        'frame-src': ['https://www.google.com', 'https://maps.google.com'],
        'media-src': ["'self'", 'data:', 'blob:'],
        // The site may be served over plain HTTP (localhost, an internal network): never rewrite to https.
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * Helmet's headers, computed once: with this configuration they are the same for every request, so helmet runs
 * on a real (unsent) response and every route, Express or not, sets the same list.
 */
export function securityHeaders(): [string, string][] {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  createHelmet()(req, res, () => {});
  return Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]);
}

/** Express middleware setting the precomputed headers. */
export function withHeaders(headers: [string, string][]): RequestHandler {
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
