import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ApolloServer, HeaderMap } from '@apollo/server';
import { type MikroORM, RequestContext } from '@mikro-orm/postgresql';
import processRequest from 'graphql-upload/processRequest.mjs';
import type { AppContext } from '../graphql/context.js';
import { clientAddress, type TrustRule } from '../http/client-address.js';
import { sendError } from '../http/errors.js';
import { idempotentGraphql } from '../http/graphql-idempotency.js';
import { filesIn, headerEntries, parseJson, queryOf, readBody, rootFieldsOf } from '../http/graphql-body.js';
import type { PublicQueryCache } from '../http/public-query-cache.js';
import { MAX_IMAGE_BYTES } from '../modules/common/uploads.js';
import { partnerKeyOf } from '../modules/partners/api-key.service.js';
import { requestLanguage } from '../modules/common/server-texts.js';
import { type Pipeline, tooManyFiles } from '../pipeline/index.js';

export interface GraphqlHttpOptions {
  apollo: ApolloServer<AppContext>;
  orm: MikroORM;
  pipeline: Pipeline;
  securityHeaders: [string, string][];
  cache: PublicQueryCache;
  trust: TrustRule;
  log: (msg: string) => void;
}

/** A multipart body within the caller's file ceiling, then its operations' bound (`?uploads=trip`: plain /graphql). */
async function uploadBody(req: IncomingMessage, res: ServerResponse, pipeline: Pipeline, trust: TrustRule): Promise<unknown> {
  const maxFiles = await pipeline.uploadGate(req.headers.authorization, clientAddress(req, trust));
  const body = await processRequest(req, res, { maxFileSize: MAX_IMAGE_BYTES, maxFiles }).catch((err: unknown) => {
    throw err instanceof Error && err.message === `${maxFiles} max file uploads exceeded.` ? tooManyFiles(maxFiles) : err;
  });
  pipeline.assertFileBound(rootFieldsOf(body) ?? [], filesIn(body));
  return body;
}

/**
 * /graphql over HTTP, straight from node:http to Apollo (JSON and multipart uploads; Express costs about 80% of this
 * machine's request rate). The pipeline's steps: upload gate, armor, identify + context, Idempotency-Key for the
 * mutations declared so, then Apollo (whose plugin runs the operation gate); every failure goes to the mapper. */
export function graphqlHttp({ apollo, orm, pipeline, securityHeaders, cache, trust, log }: GraphqlHttpOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    try {
      const contentType = req.headers['content-type'] ?? '';
      const language = requestLanguage(req.headers['accept-language']);
      let body: unknown;
      // Only JSON POSTs are cached: they always need a CORS preflight, so they are safe from CSRF.
      let cacheKey: string | null = null;
      if (req.method === 'POST' && contentType.startsWith('multipart/form-data')) body = await uploadBody(req, res, pipeline, trust);
      else if (req.method === 'POST') {
        const text = await readBody(req);
        // Requests with a partner API key always reach the key check (and its rate limit).
        if (contentType.startsWith('application/json') && !partnerKeyOf(req.headers.authorization)) {
          // An answer in Hindi is a different answer (its errors are said in Hindi).
          cacheKey = language === 'en' ? text : `${language}\n${text}`;
          const hit = cache.get(cacheKey);
          if (hit) {
            for (const [name, value] of hit.headers) res.setHeader(name, value);
            res.statusCode = 200;
            res.end(hit.body);
            return;
          }
        }
        body = parseJson(text);
      }
      const basis = cacheKey ? cache.basis() : null;
      const search = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      // Validated here, bounds first, so Apollo (whose own validation is off) only sees documents within them.
      const query = queryOf(body, search);
      const refused = query === null ? null : pipeline.refusal(query);
      if (refused) {
        res.statusCode = 400;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify({ errors: refused }));
        return;
      }
      const em = orm.em.fork();
      const idempotent = idempotentGraphql(req.method, req.headers, body);
      const result = await RequestContext.create(em, async () => {
        const context = await pipeline.context(req.headers.authorization, clientAddress(req, trust), () => em, language);
        const httpGraphQLRequest = { method: req.method ?? 'GET', headers: new HeaderMap(headerEntries(req)), search, body };
        const execute = () => apollo.executeHTTPGraphQLRequest({ httpGraphQLRequest, context: async () => context });
        return idempotent ? idempotent(context, execute) : execute();
      });
      for (const [name, value] of result.headers) res.setHeader(name, value);
      res.statusCode = result.status ?? 200;
      if (result.body.kind === 'complete') {
        if (cacheKey) cache.store(cacheKey, body, basis, res.statusCode, result.body.string, [...result.headers]);
        res.end(result.body.string);
        return;
      }
      for await (const chunk of result.body.asyncIterator) res.write(chunk);
      res.end();
    } catch (err) {
      sendError(res, err, log, 'graphql');
    }
  };
}
