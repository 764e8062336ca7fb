import { existsSync } from 'node:fs';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { RequestContext } from '@mikro-orm/postgresql';
import express from 'express';
import type { AppConfig } from '../config.js';
import { accessLog } from '../http/access-log.js';
import { apiRoutes } from '../http/api-routes.js';
import { readCaller } from '../http/auth.js';
import { clientAddress, type TrustRule } from '../http/client-address.js';
import { notFoundApi, restErrorHandler } from '../http/errors.js';
import { keepRawBody } from '../http/raw-body.js';
import { withHeaders } from '../http/security-headers.js';
import { serveUploads } from '../http/uploads.js';
import { publicSettings } from '../modules/site/public-settings.js';
import { seoRoutes } from '../modules/site/seo.js';
import { cleanInput, type Pipeline } from '../pipeline/index.js';
import type { Services } from '../services.js';

export interface RestOptions {
  config: AppConfig;
  services: Services;
  orm: MikroORM;
  pipeline: Pipeline;
  securityHeaders: [string, string][];
  trust: TrustRule;
  log: (msg: string) => void;
}

/**
 * Express: everything the front door (http/hot-routes.ts) does not answer itself. The pipeline's steps as
 * middleware: identify (req.viewer, req.badToken, req.partner), the input guard under /api, the one error mapper.
 */
export function restApp({ config, services, orm, pipeline, securityHeaders, trust, log }: RestOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // TRUST_PROXY: the same rule for Express (req.ip), GraphQL over HTTP and WebSockets.
  app.set('trust proxy', trust);
  // req.ip is the same address key as GraphQL's and the sockets' (an IPv6 client counts by its /64).
  Object.defineProperty(app.request, 'ip', {
    configurable: true,
    get(this: express.Request) {
      return clientAddress(this, trust);
    },
  });
  app.use(withHeaders(securityHeaders));
  if (config.accessLog) app.use(accessLog());
  // Every request gets its own identity map (MikroORM request context).
  app.use((req, _res, next) => {
    req.em = orm.em.fork();
    RequestContext.create(req.em, next);
  });
  app.use(readCaller(pipeline.identify));
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
  return app;
}
