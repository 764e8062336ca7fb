import 'reflect-metadata';
import http from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from './config.js';
import type { DatabaseSupervisor } from './db/supervisor.js';
import { buildAppSchema } from './graphql/schema.js';
import type { PgEventTarget } from './graphql/pg-event-target.js';
import { catalogueResponse } from './http/catalogue-response.js';
import { clientFiles, indexForSite, manifestForSite } from './http/client-files.js';
import { onDatabaseLost } from './http/errors.js';
import { HotRoutes } from './http/hot-routes.js';
import { PublicQueryCache } from './http/public-query-cache.js';
import { securityHeaders } from './http/security-headers.js';
import { trustRule } from './http/client-address.js';
import type { Clock } from './modules/common/clock.js';
import { LANGUAGES } from './modules/common/language.js';
import { createAppPubSub } from './modules/common/pubsub.js';
import { createPipeline, fieldsMarked } from './pipeline/index.js';
import { closeServices, createServices, type Services } from './services.js';
import { startApollo } from './transports/apollo.js';
import { graphqlHttp } from './transports/graphql-http.js';
import { graphqlWs } from './transports/graphql-ws.js';
import { health } from './transports/health.js';
import { restApp } from './transports/rest.js';

export { WS_LIMITS } from './transports/graphql-ws.js';

export interface AppDeps {
  config: AppConfig;
  orm: MikroORM;
  eventTarget: PgEventTarget;
  /** Watches the database; without one (some tests) the database is taken to be up. */
  supervisor?: DatabaseSupervisor;
  log?: (msg: string) => void;
  /** The clock services read; the system's unless a test gives its movable one (server/test/support/test-clock.ts). */
  clock?: Clock;
}

export interface RunningApp {
  httpServer: http.Server;
  services: Services;
  /** Stops accepting, drains requests and sockets, then releases the services (not the ORM or database). */
  close(): Promise<void>;
  openWebSockets(): number;
  /** From now on /healthz/ready answers 503 "draining" while requests are still served (config.drainDelayMs). */
  beginDrain(): void;
}

/** The composition: services, schema and the request pipeline, handed to the transports (docs/architecture.md). */
export async function createApp({ config, orm, eventTarget, supervisor, log = console.log, clock }: AppDeps): Promise<RunningApp> {
  // A request that found the database gone makes the supervisor look at once.
  if (supervisor) onDatabaseLost(() => supervisor.suspect());
  const pubsub = createAppPubSub(eventTarget);
  const services = createServices(config, orm, pubsub, undefined, clock);
  // A remembered session check is trusted only while revocations from other processes can reach this one.
  services.sessions.rememberWhile(() => eventTarget.listening());
  const schema = await buildAppSchema(pubsub);
  const pipeline = createPipeline({ services, schema, production: config.production, log });
  const headers = securityHeaders({ razorpay: Boolean(config.payments.razorpay) });
  const trust = trustRule(config.trustProxy);

  const rest = restApp({ config, services, orm, pipeline, securityHeaders: headers, trust, log });
  const index = (raw: Buffer) => indexForSite(raw, config.site);
  const files = clientFiles(config.clientDir, headers, {
    '/index.html': index,
    // The build's index.hi.html (client/build/page-meta.ts), served for /?lang=hi.
    ...Object.fromEntries(LANGUAGES.filter((l) => l !== 'en').map((l) => [`/index.${l}.html`, index])),
    '/manifest.webmanifest': (raw) => manifestForSite(raw, config.site.siteName),
  });
  const hotRoutes = new HotRoutes(catalogueResponse(services.catalogue, headers, log), rest, files);
  const httpServer = http.createServer(hotRoutes.listener);

  const sockets = graphqlWs({ httpServer, schema, pipeline, orm, pubsub, sessions: services.sessions, trust });
  const apollo = await startApollo({ schema, httpServer, pipeline, onDrain: sockets.dispose });
  const pendingMigrations = (await orm.getMigrator().getPendingMigrations()).length;
  const healthz = health({ securityHeaders: headers, supervisor, pendingMigrations });
  hotRoutes.serveHealth(healthz.listener);
  const cache = new PublicQueryCache(fieldsMarked(schema, 'catalogueSnapshot'), () => services.catalogue.fresh());
  const graphql = graphqlHttp({ apollo, orm, pipeline, securityHeaders: headers, cache, trust, log });
  hotRoutes.serveGraphql((req, res) => void graphql(req, res));

  return {
    httpServer,
    services,
    openWebSockets: sockets.openWebSockets,
    beginDrain: healthz.beginDrain,
    async close() {
      // The drain plugin closes the HTTP server and waits for requests; drainServer disposes the sockets.
      await apollo.stop();
      await closeServices(services);
    },
  };
}
