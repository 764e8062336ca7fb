import { logger } from './logger.js';
import { processErrors } from './modules/common/metrics.js';

/**
 * What the process does with a failure nothing caught (docs/operations.md, Process failures):
 * - an unhandled promise rejection is logged (with the request id when the failure happened inside one) and counted,
 *   and the process goes on: the promise's own work has already failed, nothing else shares its state, and a crash
 *   would drop every other request in flight;
 * - an uncaught exception is logged and counted, and the process drains (no new connections, in-flight work
 *   finished) and exits 1 for the supervisor (systemd, Docker, the cluster's restart policy) to start it afresh:
 *   a throw out of the event loop may have left any state half-changed.
 */
export function installProcessSafety(drainAndExit: (code: number) => void): void {
  process.on('unhandledRejection', (reason) => {
    processErrors.inc({ kind: 'unhandled_rejection' });
    logger.error({ err: reason }, 'unhandled promise rejection (logged; the process goes on)');
  });
  process.on('uncaughtException', (err) => {
    processErrors.inc({ kind: 'uncaught_exception' });
    logger.fatal({ err }, 'uncaught exception: draining, then exiting 1 for a restart');
    drainAndExit(1);
  });
}
