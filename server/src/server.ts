import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { RequestContext, type MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { initOrm } from './db/orm.js';
import { createPgEventTarget } from './graphql/pg-event-target.js';
import { createApp, type RunningApp } from './app.js';
import type { Clock } from './modules/common/clock.js';
import { seedDemoData } from './seed/demo.js';
import { startupHooks } from './modules/index.js';
import { DatabaseSupervisor } from './db/supervisor.js';
import { registerGauges, startMetricsServer } from './modules/common/metrics.js';

export interface StartedServer {
  url: string;
  port: number;
  databaseUrl: string;
  orm: MikroORM;
  app: RunningApp;
  supervisor: DatabaseSupervisor;
  /** GET this for Prometheus metrics (METRICS_PORT), or null when they are off. */
  metricsUrl: string | null;
  /** Graceful: stop accepting, finish what is in flight, close sockets, pubsub, ORM, then the embedded database. */
  stop(): Promise<void>;
}

export async function startServer(
  config: AppConfig,
  log: (msg: string) => void = console.log,
  /** Only tests pass one (their movable clock); main.ts never does, so production reads the system's. */
  clock?: Clock,
): Promise<StartedServer> {
  const db = await openDatabase(config.databaseUrl, config.dataDir, (line) => {
    if (/error|fatal/i.test(line)) log(`postgres: ${line}`);
  });
  let orm: MikroORM | null = null;
  try {
    orm = await initOrm(db.url, {}, log);
    const em = orm.em.fork();
    await RequestContext.create(em, async () => {
      if (config.seedDemo !== false) await seedDemoData(em, config, log);
      for (const hook of startupHooks) await hook(orm!.em.fork(), config, log);
    });
    const eventTarget = createPgEventTarget(db.url, log);
    await eventTarget.ready;
    // Dies, restarts and comes back: requests meanwhile get 503s; three failed restarts end the process (exit 1).
    const supervisor = new DatabaseSupervisor(db, { log });
    supervisor.guard(orm);
    const app = await createApp({ config, orm, eventTarget, supervisor, log, clock });
    supervisor.onRecovered(() => {
      eventTarget.reconnect();
      // Events sent while this process was not listening are lost: re-read what they would have refreshed.
      app.services.catalogue.invalidate();
    });
    supervisor.start();
    // Read now, so that a database lost before the first listing still leaves a catalogue to answer from.
    await app.services.catalogue.prime();
    await new Promise<void>((resolve, reject) => {
      app.httpServer.once('error', reject);
      app.httpServer.listen(config.port, () => resolve());
    });
    const port = (app.httpServer.address() as AddressInfo).port;
    registerGauges({
      orm,
      databaseUp: () => supervisor.isUp(),
      databaseRestarts: () => supervisor.restarts,
      openWebSockets: () => app.openWebSockets(),
      openConnections: () => new Promise((resolve) => app.httpServer.getConnections((_err, n) => resolve(n ?? 0))),
    });
    const metrics = config.metrics ? await startMetricsServer(config.metrics.port, config.metrics.host) : null;
    let stopping: Promise<void> | null = null;
    const ormRef = orm;
    return {
      url: `http://localhost:${port}`,
      port,
      databaseUrl: db.url,
      orm,
      app,
      supervisor,
      metricsUrl: metrics?.url ?? null,
      stop() {
        stopping ??= (async () => {
          if (config.drainDelayMs > 0) {
            app.beginDrain();
            await new Promise((resolve) => setTimeout(resolve, config.drainDelayMs));
          }
          await app.close();
          await new Promise((resolve) => {
            if (metrics) metrics.server.close(resolve);
            else resolve(null);
          });
          await supervisor.stop();
          await eventTarget.close();
          await ormRef.close(true);
          await db.stop();
        })();
        return stopping;
      },
    };
  } catch (err) {
    await orm?.close(true).catch(() => {});
    await db.stop().catch(() => {});
    throw err;
  }
}
