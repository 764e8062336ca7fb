import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import { Kind, parse, type GraphQLFormattedError } from 'graphql';
import processRequest from 'graphql-upload/processRequest.mjs';
import { clientAddress, type TrustRule } from './client-address.js';
import { RequestContext, type MikroORM } from '@mikro-orm/postgresql';
import type { AppContext } from '../graphql/context.js';
import { MAX_IMAGE_BYTES } from '../modules/common/uploads.js';
import type { PublicQueryCache } from './public-query-cache.js';
import { BadRequestError, TooLargeError } from '../modules/common/errors.js';
import { sendError } from './errors.js';
import { partnerKeyOf } from '../modules/partners/api-key.service.js';

const MAX_JSON_BYTES = 200 * 1024;

// Event callbacks rather than `for await`: noticeably cheaper per request on the hot path.
function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_JSON_BYTES) {
        req.removeAllListeners('data');
        req.resume();
        reject(new TooLargeError('The request body is too large.'));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestError('Malformed JSON body.');
  }
}

type ContextFactory = (emOf: () => AppContext['em'], authorization: string | undefined, ip: string) => Promise<AppContext>;
/**
 * Multipart bounds. Everywhere: two files of at most MAX_IMAGE_BYTES (a driving licence's front and back,
 * modules/documents). A trip's handover or return sends up to 12 photos and a signature: it posts to
 * `/graphql?uploads=trip`, which staff alone may use and which carries only those two operations.
 */
export const UPLOAD_PROFILES = {
  default: { maxFiles: 2, operations: null },
  trip: { maxFiles: 13, operations: new Set(['startTrip', 'endTrip']) },
} as const;
export type UploadProfile = keyof typeof UPLOAD_PROFILES;

/** Runs before a multipart body is read (a rate limit on anonymous uploads, staff only for the trip profile); throws to refuse it. */
export type UploadGate = (authorization: string | undefined, ip: string, profile: UploadProfile) => Promise<void>;

/** The root fields a multipart request's operation asks for (graphql-upload leaves `query` as sent). */
function rootFieldsOf(body: unknown): string[] | null {
  const query = body && typeof body === 'object' && !Array.isArray(body) ? (body as { query?: unknown }).query : null;
  if (typeof query !== 'string') return null;
  try {
    return parse(query).definitions.flatMap((d) =>
      d.kind === Kind.OPERATION_DEFINITION ? d.selectionSet.selections.map((f) => (f.kind === Kind.FIELD ? f.name.value : '?')) : [],
    );
  } catch {
    return null;
  }
}
/** The document bounds and validation (graphql/armor.ts): the formatted errors of a refused query, or null. */
export type DocumentCheck = (query: unknown) => readonly GraphQLFormattedError[] | null;

/** The query text of a single (not batched) request, if it names one (a persisted query may send only its hash). */
function queryOf(body: unknown, search: string): unknown {
  if (body && typeof body === 'object' && !Array.isArray(body)) return (body as { query?: unknown }).query ?? null;
  return body === undefined ? new URLSearchParams(search).get('query') : null;
}

/**
 * /graphql over HTTP, straight from node:http to Apollo (JSON and multipart uploads). Express costs about 80% of
 * this machine's request rate; GraphQL needs no middleware of it, so it is served here with helmet's headers.
 */
export function graphqlHttpHandler(
  apollo: ApolloServer<AppContext>,
  orm: MikroORM,
  contextFor: ContextFactory,
  securityHeaders: [string, string][],
  cache: PublicQueryCache,
  log: (msg: string) => void,
  uploadGate: UploadGate,
  trust: TrustRule,
  checkDocument: DocumentCheck,
) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    try {
      const contentType = req.headers['content-type'] ?? '';
      let body: unknown;
      // Only JSON POSTs are cached: they always need a CORS preflight, so they are safe from CSRF.
      let cacheKey: string | null = null;
      if (req.method === 'POST' && contentType.startsWith('multipart/form-data')) {
        const profile: UploadProfile =
          new URLSearchParams((req.url ?? '').split('?')[1] ?? '').get('uploads') === 'trip' ? 'trip' : 'default';
        await uploadGate(req.headers.authorization, clientAddress(req, trust), profile);
        const { maxFiles, operations } = UPLOAD_PROFILES[profile];
        body = await processRequest(req, res, { maxFileSize: MAX_IMAGE_BYTES, maxFiles });
        const fields = operations ? rootFieldsOf(body) : null;
        if (operations && (!fields?.length || !fields.every((f) => operations.has(f)))) {
          throw new BadRequestError(`This upload address takes only ${[...operations].join(' and ')}.`);
        }
      } else if (req.method === 'POST') {
        const text = await readBody(req);
        // Requests with a partner API key always reach the key check (and its rate limit).
        if (contentType.startsWith('application/json') && !partnerKeyOf(req.headers.authorization)) {
          cacheKey = text;
          const hit = cache.get(text);
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
      const headers = new HeaderMap();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const url = req.url ?? '/graphql';
      const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      // Validated here, bounds first, so Apollo (whose own validation is off) only sees documents within them.
      const query = queryOf(body, search);
      const refused = query === null ? null : checkDocument(query);
      if (refused) {
        res.statusCode = 400;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify({ errors: refused }));
        return;
      }
      const em = orm.em.fork();
      const ip = clientAddress(req, trust);
      const result = await RequestContext.create(em, () =>
        apollo.executeHTTPGraphQLRequest({
          httpGraphQLRequest: { method: req.method ?? 'GET', headers, search, body },
          context: async () => contextFor(() => em, req.headers.authorization, ip),
        }),
      );
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
