import 'reflect-metadata';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { startServer } from './server.js';
import { logger, logLine } from './logger.js';
import { installProcessSafety } from './process-safety.js';

let config: AppConfig;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const server = await startServer(config, logLine);
logger.info({ url: server.url, metrics: server.metricsUrl }, `${config.site.siteName} is serving on ${server.url}`);

let exiting = false;
async function shutdown(signal: string, code = 0) {
  if (exiting) return;
  exiting = true;
  logger.info(`${signal}: shutting down`);
  const force = setTimeout(() => {
    logger.error('shutdown took too long');
    process.exit(1);
  }, 15_000);
  force.unref();
  try {
    await server.stop();
    process.exit(code);
  } catch (err) {
    logger.error(err);
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
installProcessSafety((code) => void shutdown('uncaught exception', code));
