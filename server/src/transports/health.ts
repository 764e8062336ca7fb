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
  let draining = false;
  const readiness = (): [number, object] => {
    if (draining) return [503, { status: 'draining', message: 'This node is shutting down.' }];
    if (supervisor && !supervisor.isUp()) return [503, { status: 'unavailable', message: DATABASE_DOWN_MESSAGE }];
    if (pendingMigrations) return [503, { status: 'unavailable', message: 'Migrations are pending.' }];
    return [200, { status: 'ok' }];
  };
  return {
    beginDrain(): void {
      draining = true;
    },
    listener(req: IncomingMessage, res: ServerResponse): void {
      const path = (req.url ?? '').split('?')[0];
      const [status, body] =
        path === '/healthz/live'
          ? [200, { status: 'ok' }]
          : path === '/healthz' || path === '/healthz/ready'
            ? readiness()
            : [404, { message: 'Not found.' }];
      for (const [name, value] of securityHeaders) res.setHeader(name, value);
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
    },
  };
}
