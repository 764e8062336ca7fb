import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import pino from 'pino';

/** The request a log line is written for: every line written while handling it carries its id. */
export const requestScope = new AsyncLocalStorage<{ id: string }>();

const bootId = randomBytes(4).toString('hex');
let sequence = 0;
const SAFE_ID = /^[\w.:-]{1,64}$/;

/** The caller's X-Request-Id when it is a plain token (a proxy's), else a new one: cheap, unique per process start. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  if (typeof given === 'string' && SAFE_ID.test(given)) return given;
  sequence += 1;
  return `${bootId}-${sequence.toString(36)}`;
}

/** Structured JSON logs on stdout (LOG_LEVEL, default info), each line with the request id when there is one. */
export const logger = pino(
  {
    level: process.env.LOG_LEVEL || 'info',
    base: { pid: process.pid },
    mixin() {
      const scope = requestScope.getStore();
      return scope ? { reqId: scope.id } : {};
    },
  },
  // Written off the event loop: a line goes out at once when no write is under way, and lines logged meanwhile go
  // together in the next write (one access line per request cost a synchronous write, about 2% of a booking's CPU).
  // pino flushes what is left synchronously when the process exits, so the last lines before an exit (a database
  // that cannot be restarted) are still written; only a SIGKILL can lose the lines of the write under way.
  pino.destination({ fd: 1, sync: false }),
);

/** The `(message) => void` the server's parts log through. */
export const logLine = (msg: string): void => {
  if (/error|failed|unavailable|fatal/i.test(msg)) logger.error(msg);
  else logger.info(msg);
};
