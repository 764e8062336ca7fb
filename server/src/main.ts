import 'reflect-metadata';
import { loadConfig } from './config.js';
import { startServer } from './server.js';

const config = loadConfig();
const server = await startServer(config);
console.log(`${config.site.siteName} is serving on ${server.url}`);

let exiting = false;
async function shutdown(signal: string) {
  if (exiting) return;
  exiting = true;
  console.log(`${signal}: shutting down`);
  const force = setTimeout(() => { console.error('shutdown took too long'); process.exit(1); }, 15_000);
  force.unref();
  try {
    await server.stop();
    process.exit(0);
  } catch (err) {
    console.error(err);
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
