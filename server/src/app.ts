import 'reflect-metadata';
import http from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { WebSocketServer } from 'ws';
import { serveGraphqlWs } from './graphql/ws-server.js';
import { RequestContext, type MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from './config.js';
import { createServices, closeServices, type Services } from './services.js';
import { buildAppSchema } from './graphql/schema.js';
import { createAppPubSub } from './modules/common/pubsub.js';
import type { PgEventTarget } from './graphql/pg-event-target.js';
import type { AppContext } from './graphql/context.js';
import { queryArmor } from './graphql/armor.js';
import { CLOSE, LiveSockets } from './graphql/live-sockets.js';
import { identify, identifyLive } from './modules/auth/access.js';
import { readViewer } from './http/auth.js';
import { formatGraphQLError, notFoundApi, onDatabaseLost, restErrorHandler } from './http/errors.js';
import { securityHeaders, withHeaders } from './http/security-headers.js';
import { graphqlHttpHandler, type UploadProfile } from './http/graphql-http.js';
import { PublicQueryCache } from './http/public-query-cache.js';
import { catalogueResponse } from './http/catalogue-response.js';
import { HotRoutes } from './http/hot-routes.js';
import { clientFiles, indexForSite, manifestForSite } from './http/client-files.js';
import { seoRoutes } from './modules/site/seo.js';
import { cleanInput } from './http/input-guard.js';
import { apiRoutes } from './http/api-routes.js';
import { keepRawBody } from './http/raw-body.js';
import { serveUploads } from './http/uploads.js';
import { sharedSubscribe } from './graphql/shared-subscribe.js';
import { clientAddress, trustRule } from './http/client-address.js';
import { pinoHttp } from 'pino-http';
import { logger, requestIdOf, requestScope } from './logger.js';
import { partnerKeyOf } from './modules/partners/api-key.service.js';
import { partnerGatePlugin, partnerSocketRefusal } from './modules/partners/partner-gate.js';
import type { DatabaseSupervisor } from './db/supervisor.js';
import { DATABASE_DOWN_MESSAGE, databaseUnavailable, ForbiddenError } from './modules/common/errors.js';
import { Role } from './modules/common/enums.js';
import { getCacheControlPlugin } from './http/get-cache-control.js';
import { publicSettings } from './modules/site/public-settings.js';

/** WebSocket bounds: a message is a GraphQL document and its variables, never megabytes. */
export const WS_LIMITS = { maxPayloadBytes: 64 * 1024, socketsPerIp: 50 } as const;

export interface AppDeps {
  config: AppConfig;
  orm: MikroORM;
  eventTarget: PgEventTarget;
  /** Watches the database; without one (some tests) the database is taken to be up. */
  supervisor?: DatabaseSupervisor;
  log?: (msg: string) => void;
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

export async function createApp({ config, orm, eventTarget, supervisor, log = console.log }: AppDeps): Promise<RunningApp> {
  // A request that found the database gone makes the supervisor look at once.
  if (supervisor) onDatabaseLost(() => supervisor.suspect());
  const pubsub = createAppPubSub(eventTarget);
  const services = createServices(config, orm, pubsub);
  const schema = await buildAppSchema(pubsub);
  const headers = securityHeaders({ razorpay: Boolean(config.payments.razorpay) });
  const formatError = formatGraphQLError(log);

  const app = express();
  app.disable('x-powered-by');
  // TRUST_PROXY: the same rule for Express (req.ip), GraphQL over HTTP and WebSockets.
  const trust = trustRule(config.trustProxy);
  app.set('trust proxy', trust);
  // req.ip is the same address key as GraphQL's and the sockets' (an IPv6 client counts by its /64).
  Object.defineProperty(app.request, 'ip', {
    configurable: true,
    get(this: express.Request) {
      return clientAddress(this, trust);
    },
  });
  app.use(withHeaders(headers));
  // One JSON access line per request Express answers, with the request id the front door gave it (not in tests).
  if (config.accessLog) {
    app.use(
      pinoHttp({
        logger,
        genReqId: (req, res) => {
          const id = requestScope.getStore()?.id ?? requestIdOf(req);
          res.setHeader('X-Request-Id', id);
          return id;
        },
        customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
        serializers: {
          req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
          res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        },
      }),
    );
  }

  const hotRoutes = new HotRoutes(
    catalogueResponse(services.catalogue, headers, log),
    app,
    clientFiles(config.clientDir, headers, {
      '/index.html': (raw) => indexForSite(raw, config.site.siteName),
      '/manifest.webmanifest': (raw) => manifestForSite(raw, config.site.siteName),
    }),
  );
  const httpServer = http.createServer(hotRoutes.listener);

  // `emOf` makes the context's identity map on first use: a subscription holds its context for the socket's life, and
  // most read through services and never need one (10,000 sockets would each hold one, issue 23).
  const contextFor = (emOf: () => AppContext['em'], authorization: string | null | undefined, ip: string): Promise<AppContext> => {
    // A partner API key (rk_…) is checked against the database; the partner gate plugin decides what it may do.
    if (partnerKeyOf(authorization)) {
      const em = emOf();
      return services.apiKeys
        .callerFor(em, authorization)
        .then((partner) => ({ em, viewer: null, badToken: false, services, ip, partner }));
    }
    return identifyLive(services.tokens, services.sessions, authorization).then(
      (caller) => {
        let em: AppContext['em'] | null = null;
        return Object.defineProperty({ ...caller, services, ip }, 'em', { enumerable: true, get: () => (em ??= emOf()) }) as AppContext;
      },
      (err: unknown) => {
        // A context that fails is a 500 for Apollo unless it says otherwise: a lost database is a 503 like elsewhere.
        const lost = databaseUnavailable(err);
        if (!lost) throw err;
        Object.assign(lost.extensions, { http: { status: 503, headers: new HeaderMap([['retry-after', String(lost.retryAfter)]]) } });
        throw lost;
      },
    );
  };

  // The same document bounds, rules and error mapping on both transports (graphql/armor.ts, http/errors.ts).
  const armor = queryArmor(schema, config.production);
  const refusal = (query: unknown) => {
    const prepared = armor.prepare(query);
    return 'document' in prepared ? null : prepared.map((e) => formatError(e.toJSON(), e));
  };
  const liveSockets = new LiveSockets(WS_LIMITS.socketsPerIp);
  // A revocation on any process forgets that account's remembered session check and closes its sockets here.
  services.sessions.rememberWhile(() => eventTarget.listening());
  const revocations = pubsub.subscribe('SESSION_REVOKED');
  void (async () => {
    for await (const { role, ids } of revocations) {
      services.sessions.revoked(role, ids);
      for (const id of ids) liveSockets.endSession(role, id, 'Your session has ended. Please log in again.');
    }
  })();
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    maxPayload: WS_LIMITS.maxPayloadBytes,
    // Each IP holds a bounded number of sockets; the handshake beyond it is refused with 429.
    verifyClient: (info, done) => {
      if (liveSockets.admits(clientAddress(info.req, trust))) done(true);
      else done(false, 429, 'Too many sockets from this address.');
    },
  });
  const authorizationOf = (params: Record<string, unknown> | undefined | null): string | null => {
    const auth = params?.authorization ?? params?.Authorization ?? null;
    return typeof auth === 'string' ? auth : null;
  };
  const wsCleanup = serveGraphqlWs<{ authorization?: string; Authorization?: string }>(
    {
      schema,
      // A signed-in socket is closed (4401) when its token expires or its session is revoked.
      onConnect: async (ctx) => {
        const { socket } = ctx.extra;
        const authorization = authorizationOf(ctx.connectionParams);
        const { viewer } = identify(services.tokens, authorization);
        if (!viewer) return true;
        if (!(await services.sessions.isLive(viewer))) {
          socket.close(CLOSE.sessionEnded, 'Your session has ended. Please log in again.');
          return false;
        }
        liveSockets.signedIn(viewer, socket);
        return true;
      },
      onSubscribe: async (ctx, _id, payload) => {
        // Refusals go out through onError below, so they are formatted as over HTTP.
        const prepared = armor.prepare(payload.query);
        if (!('document' in prepared)) return prepared;
        // A partner API key in connectionParams: the HTTP rule, checked for each operation (partner-gate.ts).
        const refused = await partnerSocketRefusal(
          authorizationOf(ctx.connectionParams),
          prepared.document,
          payload.operationName,
          services,
          orm.em.fork(),
        );
        if (refused) return [refused];
        return {
          schema,
          document: prepared.document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          hideSuggestions: armor.hideSuggestions,
        };
      },
      // Each subscription gets its own identity map (made on first use).
      context: (ctx) => contextFor(() => orm.em.fork(), authorizationOf(ctx.connectionParams), ctx.extra.ip) as never,
      // The same error mapper as over HTTP.
      // One execution per event for all sockets asking the same thing (graphql/shared-subscribe.ts).
      subscribe: sharedSubscribe(),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: result.errors.map((e) => formatError(e.toJSON(), e)) } : undefined,
      onError: (_ctx, _id, _payload, errors) => errors.map((e) => formatError(e.toJSON(), e)),
    },
    wsServer,
    (request) => clientAddress(request, trust),
    liveSockets,
  );

  const apollo = new ApolloServer<AppContext>({
    schema,
    introspection: true,
    csrfPrevention: true,
    // main.ts owns SIGTERM/SIGINT and the shutdown order.
    stopOnTerminationSignals: false,
    formatError,
    // Documents reach Apollo validated by armor.prepare (graphql-http.ts), bounds first.
    dangerouslyDisableValidation: armor.apollo.dangerouslyDisableValidation,
    plugins: [
      ...armor.apollo.plugins,
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints are used; this plugin would otherwise wrap every field resolver.
      ApolloServerPluginCacheControlDisabled(),
      partnerGatePlugin(),
      getCacheControlPlugin(),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await wsCleanup.dispose();
            },
          };
        },
      },
      {
        // An answer that failed because the database is unreachable is a 503 with Retry-After, like REST's.
        async requestDidStart() {
          return {
            async willSendResponse({ response }) {
              const { body } = response;
              if (body.kind === 'single' && body.singleResult.errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) {
                response.http.status = 503;
                response.http.headers.set('retry-after', '5');
              }
            },
          };
        },
      },
    ],
  });
  await apollo.start();
  const publicCache = new PublicQueryCache(new Set(['cars', 'siteSettings']), () => services.catalogue.fresh());
  // Anonymous multipart requests spend the sender's upload budget before any byte of the file is read.
  const uploadGate = async (authorization: string | undefined, ip: string, profile: UploadProfile) => {
    const { viewer } = identify(services.tokens, authorization);
    // A trip's many photos are for staff at the counter only: refused before a byte of them is read.
    if (profile === 'trip' && viewer?.role !== Role.Admin) throw new ForbiddenError('Only staff can record a handover or a return.');
    if (!viewer && !partnerKeyOf(authorization)) await services.anonymousUploads.consume(ip);
  };
  // Health from memory (issue 23): the supervisor's state, refreshed by its probe every second, and the migrations
  // counted once at start (the process runs only after migrating), so a load balancer's checks cost nothing.
  const pendingMigrations = (await orm.getMigrator().getPendingMigrations()).length;
  let draining = false;
  const readiness = (): [number, object] => {
    if (draining) return [503, { status: 'draining', message: 'This node is shutting down.' }];
    if (supervisor && !supervisor.isUp()) return [503, { status: 'unavailable', message: DATABASE_DOWN_MESSAGE }];
    if (pendingMigrations) return [503, { status: 'unavailable', message: 'Migrations are pending.' }];
    return [200, { status: 'ok' }];
  };
  hotRoutes.serveHealth((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const [status, body] =
      path === '/healthz/live'
        ? [200, { status: 'ok' }]
        : path === '/healthz' || path === '/healthz/ready'
          ? readiness()
          : [404, { message: 'Not found.' }];
    for (const [name, value] of headers) res.setHeader(name, value);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
  });
  const graphql = graphqlHttpHandler(apollo, orm, contextFor, headers, publicCache, log, uploadGate, trust, refusal);
  hotRoutes.serveGraphql((req, res) => void graphql(req, res));

  // Every request gets its own identity map (MikroORM request context).
  app.use((req, _res, next) => {
    req.em = orm.em.fork();
    RequestContext.create(req.em, next);
  });
  app.use(readViewer(services.tokens, services.sessions));

  app.get('/config.js', (_req, res) => {
    res
      .type('application/javascript')
      .set('Cache-Control', 'no-cache')
      .send(`window.__SITE__ = ${JSON.stringify(publicSettings(config))};\n`);
  });

  app.use('/api', express.json({ limit: '200kb', verify: keepRawBody }), cleanInput, apiRoutes(services), notFoundApi);

  app.use('/uploads', serveUploads(config, services.storage));

  app.use(seoRoutes(services));

  if (existsSync(config.clientDir)) {
    app.use(
      express.static(config.clientDir, {
        index: 'index.html',
        maxAge: 0,
        setHeaders: (res, file) => {
          // Hashed bundles never change; index.html always revalidates.
          if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
  }
  // The client routes with the hash: a path typed without it (e.g. /wp-admin) lands on the same screen.
  app.get(/^\/(?!api\/|graphql|uploads\/).+/, (req, res) => {
    res.redirect(302, `/#${req.path}`);
  });

  app.use(restErrorHandler(log));

  return {
    httpServer,
    services,
    openWebSockets: () => wsServer.clients.size,
    beginDrain: () => {
      draining = true;
    },
    async close() {
      // The drain plugin closes the HTTP server and waits for requests; drainServer disposes the sockets.
      await apollo.stop();
      await revocations.return?.();
      await closeServices(services);
    },
  };
}
