import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

// Razorpay Checkout, only where it is set up: its script, and the frame it opens (Razorpay's CSP guide).
const RAZORPAY = { script: ['https://checkout.razorpay.com'], frame: ['https://api.razorpay.com'] };

/**
 * client/index.html's one inline script (which first view to paint: home's hero or only the top bar), allowed by its
 * hash and nothing else inline. server/test/first-view.test.ts fails when the script and this hash differ.
 */
export const FIRST_VIEW_SCRIPT_HASH = "'sha256-GYBpH4iLh3GkiNkkZPdwdGWkpWZKmSc1yKOR1bPpKa8='";

function createHelmet(razorpay: boolean) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        'script-src': ["'self'", ...(razorpay ? RAZORPAY.script : []), FIRST_VIEW_SCRIPT_HASH],
        // The embedded map on the home and contact pages (and Razorpay Checkout's frame when it is on).
        'frame-src': ['https://www.google.com', 'https://maps.google.com', ...(razorpay ? RAZORPAY.frame : [])],
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
export function securityHeaders({ razorpay = false } = {}): [string, string][] {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  createHelmet(razorpay)(req, res, () => {});
  return Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]);
}

/**
 * The security headers that mean something on a hashed script, stylesheet or image the site's own pages load:
 * nosniff (a script or style is run only with its own type) and Cross-Origin-Resource-Policy (other sites cannot
 * embed it). The rest (CSP, frame options, referrer policy, HSTS, ...) govern documents, and the document that loads
 * these files carries them; on every asset they only cost about 1 kB a response (50 assets on the first visit of /,
 * issue 33). No asset runs as a worker (which would take its CSP from its own response).
 */
const SUBRESOURCE = new Set(['x-content-type-options', 'cross-origin-resource-policy']);
export function subresourceHeaders(headers: [string, string][]): [string, string][] {
  return headers.filter(([name]) => SUBRESOURCE.has(name.toLowerCase()));
}

/** Express middleware setting the precomputed headers. */
export function withHeaders(headers: [string, string][]): RequestHandler {
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
