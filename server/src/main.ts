import 'reflect-metadata';
import { loadConfig } from './config.js';
import { startServer } from './server.js';
import { logger, logLine } from './logger.js';

const config = loadConfig();
const server = await startServer(config, logLine);
logger.info({ url: server.url, metrics: server.metricsUrl }, `${config.site.siteName} is serving on ${server.url}`);

let exiting = false;
async function shutdown(signal: string) {
  if (exiting) return;
  exiting = true;
  logger.info(`${signal}: shutting down`);
  const force = setTimeout(() => { logger.error('shutdown took too long'); process.exit(1); }, 15_000);
  force.unref();
  try {
    await server.stop();
    process.exit(0);
  } catch (err) {
    logger.error(err);
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
