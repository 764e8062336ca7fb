import type { RequestHandler } from 'express';
import { Kind, type DocumentNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import type { Services } from '../common/services.js';
import { isDomainError } from '../common/errors.js';
import { PARTNER_FIELDS, type ApiKeyScope } from './api-key.scopes.js';
import { assertKeyMayUse } from './partner-access.js';
import type { ApiKeyService, PartnerCaller } from './api-key.service.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set when the request sent an `rk_` API key (see PartnerCaller). */
      partner?: PartnerCaller;
    }
  }
}

/** The scope a key needs for a REST route (path under /api): null for none, undefined when keys may not use it. */
export type PartnerRouteScope = (method: string, path: string) => ApiKeyScope | null | undefined;

/**
 * REST: a request with an API key may reach only the partner routes its scopes open, within its rate limit. The
 * routes and their scopes come from the operations' declarations (the registry's `partnerScopeFor`).
 */
export function partnerGate({ apiKeys }: Services, scopeFor: PartnerRouteScope): RequestHandler {
  return async (req, _res, next) => {
    // The pipeline's identify step (http/auth.ts readCaller) has looked the key up already.
    const caller = req.partner;
    if (caller === undefined) {
      next();
      return;
    }
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const key = assertKeyMayUse(caller, `${method} /api${req.path}`, scopeFor(method, req.path));
    if (key) await apiKeys.consume(key);
    next();
  };
}

/** The root fields an operation selects, fragments on the root included. */
function rootFields(selectionSet: SelectionSetNode, document: DocumentNode, into: string[] = []): string[] {
  for (const sel of selectionSet.selections) {
    if (sel.kind === Kind.FIELD) into.push(sel.name.value);
    else if (sel.kind === Kind.INLINE_FRAGMENT) rootFields(sel.selectionSet, document, into);
    else {
      const fragment = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === sel.name.value);
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) rootFields(fragment.selectionSet, document, into);
    }
  }
  return into;
}

/**
 * GraphQL, on both transports (pipeline/gate.ts): a request that sent a key may select only the root fields its scopes
 * open (a bad key is 401); the key's rate limit is spent. Throws the refusal, carrying its HTTP status (401, 403, 429).
 */
export async function gatePartnerOperation(
  caller: PartnerCaller,
  operation: OperationDefinitionNode,
  document: DocumentNode,
  apiKeys: Pick<ApiKeyService, 'consume'>,
): Promise<void> {
  if (caller === undefined) return;
  try {
    const allowed = PARTNER_FIELDS[operation.operation];
    let key = assertKeyMayUse(caller, 'this API', null);
    for (const field of rootFields(operation.selectionSet, document)) {
      if (field.startsWith('__')) continue; // introspection
      key = assertKeyMayUse(caller, `the field ${field}`, Object.hasOwn(allowed, field) ? allowed[field] : undefined);
    }
    if (key) await apiKeys.consume(key);
  } catch (err) {
    if (isDomainError(err)) Object.assign(err.extensions, { http: { status: err.status } });
    throw err;
  }
}
