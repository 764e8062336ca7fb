import { type Response, Router, type RequestHandler } from 'express';
import { requestLanguage, say } from '../modules/common/server-texts.js';
import type { Services } from '../services.js';
import { Reply, type OperationRequest } from '../modules/common/operation.js';
import { requireScope } from '../modules/partners/partner-access.js';
import type { ApiKeyScope } from '../modules/partners/api-key.scopes.js';
import { openApiDocument } from './openapi.js';
import { partnerGate } from '../modules/partners/partner-gate.js';
import { operationFor, parseJsonBody, parseQuery, validateInput } from './contract/validate-input.js';
import { OPERATIONS, type Operation } from './contract/operations.js';
import { requireAdmin, requireCustomer } from './auth.js';
import { countAnonymousUpload, singleImage } from './uploads.js';
import { callerOf, IDEMPOTENCY_HEADER, idempotencyKeyOf, idempotently, REPLAY_HEADER, requestHash } from '../pipeline/idempotency.js';

/** The partner allow-list, from the registry: the scope a key needs for a route, null for none, undefined: not for keys. */
export function partnerScopeFor(method: string, path: string): ApiKeyScope | null | undefined {
  if (method === 'GET' && path === '/openapi.json') return null;
  const op = operationFor(method, path);
  return op?.scope && (op.access === 'catalogue' || op.access === 'partner') ? (op.scope as ApiKeyScope) : undefined;
}

/**
 * What runs before an operation's handler: its access check, then the query and the body through their schemas
 * (multipart: the upload, read only once allowed).
 */
function guardsOf(op: Operation, services: Services): RequestHandler[] {
  const guards: RequestHandler[] = [];
  if (op.access === 'admin') guards.push(requireAdmin);
  else if (op.access === 'customer') guards.push(requireCustomer);
  else if (op.access === 'partner') {
    const scope = op.scope as ApiKeyScope;
    guards.push((req, _res, next) => {
      requireScope(req.partner, scope);
      next();
    });
  }
  if (op.body?.kind === 'multipart') {
    if (op.body.anonymous) guards.push(countAnonymousUpload(services.anonymousUploads));
    guards.push(singleImage(op.body.file));
  }
  if (op.query) guards.push(parseQuery);
  if (op.body?.kind === 'json') guards.push(parseJsonBody);
  return guards;
}

/** The handler: `raw` writes the answer itself; `run`'s answer goes out with the operation's first success status. */
function handlerOf(op: Operation, services: Services): RequestHandler {
  const status = Number(Object.keys(op.ok).find((s) => s !== '304'));
  return async (request, res) => {
    // The guards have set `input` and `queryInput`: the body and the query as the operation's schemas parsed them.
    const req = request as OperationRequest<Operation['body'], Operation['query']>;
    if (op.raw) return op.raw(req, res, services);
    const key = op.idempotent ? idempotencyKeyOf(req.headers[IDEMPOTENCY_HEADER]) : null;
    if (key && !op.idempotent?.handlesKey) return idempotentRun(op, services, status, key, req, res);
    // An operation that keeps its key itself gets it, and says whether it answered a kept result.
    if (key) req.idempotency = { caller: callerOf(req.viewer, req.partner?.key?.id), key, hash: hashOf(op, req) };
    const answer = await op.run?.(req, services);
    const { body, headers } = answer instanceof Reply ? answer : new Reply(answer);
    res.status(status).set(headers);
    if (req.idempotency?.replayed) res.set(REPLAY_HEADER, 'true');
    const language = requestLanguage(req.headers['accept-language']);
    // An answer's sentence ("Booking submitted. …") in the language the client's screens are in.
    if (language !== 'en' && isSaid(body)) return void res.json({ ...body, message: say(language, body.message) });
    if (typeof body === 'string' || Buffer.isBuffer(body)) res.send(body);
    else res.json(body);
  };
}

const isSaid = (body: unknown): body is { message: string } =>
  typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string';

/** What a REST request asks, for its Idempotency-Key: the operation, its path parameters and its body. */
const hashOf = (op: Operation, req: OperationRequest<Operation['body'], Operation['query']>) =>
  requestHash(op.operationId, { params: req.params, body: req.body });

/** Issue 29: the first request under an Idempotency-Key runs; a retry gets its answer again (pipeline/idempotency.ts). */
async function idempotentRun(
  op: Operation,
  services: Services,
  status: number,
  key: string,
  req: OperationRequest<Operation['body'], Operation['query']>,
  res: Response,
) {
  const kept = await idempotently(req.em, { caller: callerOf(req.viewer, req.partner?.key?.id), key, hash: hashOf(op, req) }, async () => {
    const answer = await op.run?.(req, services);
    return { status, body: JSON.stringify(answer instanceof Reply ? answer.body : answer), contentType: 'application/json; charset=utf-8' };
  });
  if (kept.replayed) res.set(REPLAY_HEADER, 'true');
  res.status(kept.status).type(kept.contentType).send(kept.body);
}

/**
 * The REST compatibility layer (SPEC.md section 7), mounted under /api: every module's operations, as the registry
 * declares them. GET /api/v1/cars is answered before Express (see hot-routes.ts) unless the request sent an API key.
 */
export function apiRoutes(services: Services): Router {
  const router = Router();
  // A request with a partner API key reaches only the routes its scopes open.
  router.use(partnerGate(services, partnerScopeFor));
  const openApi = JSON.stringify(openApiDocument(services.config.site.siteName));
  router.get('/openapi.json', (_req, res) => {
    res.type('application/json').send(openApi);
  });
  // Every route's query, path parameters and JSON body against its declared operation (multipart: in uploads.ts).
  router.use(validateInput);
  // The operation validateInput found is the one that runs: the contract's lookup routes the request, once. Each
  // operation's guards and handler form a router of their own, so Express still runs them (errors, promises, next).
  const chains = new Map(
    OPERATIONS.map((op) => [op, Router({ mergeParams: true }).use(...guardsOf(op, services), handlerOf(op, services))]),
  );
  router.use((req, res, next) => {
    const chain = req.operation && chains.get(req.operation);
    if (!chain) return next();
    req.params = req.operationParams ?? {};
    chain(req, res, next);
  });
  return router;
}
