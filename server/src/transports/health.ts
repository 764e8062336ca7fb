import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DatabaseSupervisor } from '../db/supervisor.js';
import { DATABASE_DOWN_MESSAGE } from '../modules/common/errors.js';

export interface HealthOptions {
  securityHeaders: [string, string][];
  /** Watches the database; without one (some tests) the database is taken to be up. */
  supervisor?: DatabaseSupervisor;
  /** Counted once at start: the process runs only after migrating. */
  pendingMigrations: number;
}

/**
 * /healthz, /healthz/ready and /healthz/live from memory (issue 23): the supervisor's state, refreshed by its probe
 * every second, so a load balancer's checks cost nothing. After beginDrain, ready answers 503 "draining".
 */
export function health({ securityHeaders, supervisor, pendingMigrations }: HealthOptions) {
  // Each possible answer's headers and bytes are made once: a check is then one writeHead and one end, as the
  // catalogue's (http/catalogue-response.ts).
  const answer = (status: number, body: object) => ({
    status,
    headers: [...securityHeaders.flat(), 'content-type', 'application/json; charset=utf-8', 'cache-control', 'no-store'],
    body: Buffer.from(JSON.stringify(body)),
  });
  const ok = answer(200, { status: 'ok' });
  const drainingAnswer = answer(503, { status: 'draining', message: 'This node is shutting down.' });
  const databaseDown = answer(503, { status: 'unavailable', message: DATABASE_DOWN_MESSAGE });
  const migrationsPending = answer(503, { status: 'unavailable', message: 'Migrations are pending.' });
  const notFound = answer(404, { message: 'Not found.' });
  let draining = false;
  const readiness = () => {
    if (draining) return drainingAnswer;
    if (supervisor && !supervisor.isUp()) return databaseDown;
    if (pendingMigrations) return migrationsPending;
    return ok;
  };
  return {
    beginDrain(): void {
      draining = true;
    },
    listener(req: IncomingMessage, res: ServerResponse): void {
      const path = (req.url ?? '').split('?')[0];
      const { status, headers, body } =
        path === '/healthz/live' ? ok : path === '/healthz' || path === '/healthz/ready' ? readiness() : notFound;
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    },
  };
}
