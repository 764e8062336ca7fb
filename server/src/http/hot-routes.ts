import type { IncomingMessage, ServerResponse } from 'node:http';
import { partnerKeyOf } from '../modules/partners/api-key.service.js';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

function isPath(url: string, path: string): boolean {
  return url === path || (url.startsWith(path) && url[path.length] === '?');
}

/**
 * The front door: two hot routes are answered straight from node:http, because Express costs about 80% of this
 * machine's request rate. GET/HEAD /api/v1/cars (every open listing polls it) from the catalogue snapshot
 * (catalogue-response.ts), and /graphql straight to Apollo (graphql-http.ts, with the public query cache).
 * Everything else, /graphql included until Apollo has started, goes to Express.
 */
export class HotRoutes {
  private graphql: Listener | null = null;

  constructor(private readonly catalogue: Listener, private readonly express: Listener) {}

  /** Once Apollo has started. */
  serveGraphql(listener: Listener): void {
    this.graphql = listener;
  }

  readonly listener: Listener = (req, res) => {
    const url = req.url ?? '/';
    if (this.graphql && isPath(url, '/graphql')) {
      this.graphql(req, res);
      return;
    }
    // A request with a partner API key goes to Express, where the key is checked (modules/partners/partner-gate.ts).
    if ((req.method === 'GET' || req.method === 'HEAD') && isPath(url, '/api/v1/cars') && !partnerKeyOf(req.headers.authorization)) {
      this.catalogue(req, res);
      return;
    }
    this.express(req, res);
  };
}
