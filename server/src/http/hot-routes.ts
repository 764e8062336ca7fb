import type { IncomingMessage, ServerResponse } from 'node:http';
import { partnerKeyOf } from '../modules/partners/api-key.service.js';
import { served } from '../modules/common/metrics.js';
import { requestIdOf, requestScope } from '../logger.js';
import { compressWhenAsked } from './compression.js';
import type { ClientFiles } from './client-files.js';
import type { Operation } from './contract/operations.js';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

function isPath(url: string, path: string): boolean {
  return url === path || (url.startsWith(path) && url[path.length] === '?');
}

/**
 * The REST operation's path as the OpenAPI document writes it (e.g. /api/v1/bookingsnew/status/{id}), the route
 * pattern Express matched, or a fixed name: never the raw URL.
 */
function expressRoute(req: IncomingMessage): string {
  const r = req as IncomingMessage & { operation?: Operation; route?: { path?: unknown }; originalUrl?: string };
  if (r.operation) return `/api${r.operation.path}`;
  const url = r.originalUrl ?? req.url ?? '';
  // Express's own routes under /api (its document) are mounted there (Express has left the router, and reset
  // baseUrl, once an error handler answered).
  if (r.route && typeof r.route.path === 'string')
    return url.startsWith('/api/') && !r.route.path.startsWith('/api/') ? `/api${r.route.path}` : r.route.path;
  if (url.startsWith('/uploads/')) return '/uploads';
  if (url.startsWith('/api/')) return '/api (unmatched)';
  return 'static';
}

/**
 * The front door: two hot routes are answered straight from node:http, because Express costs about 80% of this
 * machine's request rate. GET/HEAD /api/v1/cars (every open listing polls it) from the catalogue snapshot
 * (catalogue-response.ts), and /graphql straight to Apollo (transports/graphql-http.ts, with the public query cache).
 * Everything else, /graphql included until Apollo has started, goes to Express.
 */
export class HotRoutes {
  private graphql: Listener | null = null;
  private health: Listener | null = null;

  constructor(
    private readonly catalogue: Listener,
    private readonly express: Listener,
    /** The built client from memory (client-files.ts). */
    private readonly files: ClientFiles = () => null,
  ) {}

  /** Once Apollo has started. */
  serveGraphql(listener: Listener): void {
    this.graphql = listener;
  }

  /** /healthz, /healthz/ready and /healthz/live: answered from memory, no Express, no database round trip. */
  serveHealth(listener: Listener): void {
    this.health = listener;
  }

  // Every request is counted and timed (modules/common/metrics.ts); GraphQL and Express requests run in a request
  // scope, so each log line written for them carries the request id (the catalogue writes none: it is answered from
  // memory).
  readonly listener: Listener = (req, res) => {
    const url = req.url ?? '/';
    if (this.graphql && isPath(url, '/graphql')) {
      const id = requestIdOf(req);
      res.setHeader('X-Request-Id', id);
      compressWhenAsked(req, res);
      served(req, res, '/graphql', this.scoped(id, this.graphql));
      return;
    }
    if (this.health && (req.method === 'GET' || req.method === 'HEAD') && url.startsWith('/healthz')) {
      served(req, res, '/healthz', this.health);
      return;
    }
    // A request with a partner API key goes to Express, where the key is checked (modules/partners/partner-gate.ts).
    if ((req.method === 'GET' || req.method === 'HEAD') && isPath(url, '/api/v1/cars') && !partnerKeyOf(req.headers.authorization)) {
      served(req, res, '/api/v1/cars', this.catalogue);
      return;
    }
    const file = this.files(req);
    if (file) {
      served(req, res, 'static', (_req, r) => file(r));
      return;
    }
    compressWhenAsked(req, res);
    served(req, res, 'other', this.scoped(requestIdOf(req), this.express), () => expressRoute(req));
  };

  private scoped(id: string, listener: Listener): Listener {
    return (req, res) => requestScope.run({ id }, listener, req, res);
  }
}
