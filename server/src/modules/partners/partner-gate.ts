import type { RequestHandler } from 'express';
import { getOperationAST, GraphQLError, Kind, type DocumentNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { AppContext } from '../../graphql/context.js';
import type { Services } from '../common/services.js';
import { databaseUnavailable, isDomainError } from '../common/errors.js';
import { PARTNER_FIELDS, PARTNER_ROUTES } from './api-key.scopes.js';
import { assertKeyMayUse } from './partner-access.js';
import { partnerKeyOf, type PartnerCaller } from './api-key.service.js';
import type { EntityManager } from '@mikro-orm/postgresql';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set when the request sent an `rk_` API key (see PartnerCaller). */
      partner?: PartnerCaller;
    }
  }
}

/** REST: a request with an API key may reach only the partner routes its scopes open, within its rate limit. */
export function partnerGate({ apiKeys }: Services): RequestHandler {
  return async (req, _res, next) => {
    const caller = await apiKeys.callerFor(req.em, req.headers.authorization);
    req.partner = caller;
    if (caller === undefined) {
      next();
      return;
    }
    // The header held a key, not a session token: the key's own rule decides, below.
    req.badToken = false;
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const route = PARTNER_ROUTES.find((r) => r.method === method && r.path.test(req.path));
    const key = assertKeyMayUse(caller, `${method} /api${req.path}`, route ? route.scope : undefined);
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
 * GraphQL, on both transports: a request that sent a key may select only the root fields its scopes open (a bad key
 * is 401); the key's rate limit is spent. Throws the refusal, carrying its HTTP status (401, 403, 429).
 */
export async function gatePartnerOperation(
  caller: PartnerCaller,
  operation: OperationDefinitionNode,
  document: DocumentNode,
  services: Services,
): Promise<void> {
  if (caller === undefined) return;
  try {
    const allowed = PARTNER_FIELDS[operation.operation];
    let key = assertKeyMayUse(caller, 'this API', null);
    for (const field of rootFields(operation.selectionSet, document)) {
      if (field.startsWith('__')) continue; // introspection
      key = assertKeyMayUse(caller, `the field ${field}`, Object.hasOwn(allowed, field) ? allowed[field] : undefined);
    }
    if (key) await services.apiKeys.consume(key);
  } catch (err) {
    if (isDomainError(err)) Object.assign(err.extensions, { http: { status: err.status } });
    throw err;
  }
}

/**
 * GraphQL over WebSocket: an operation on a socket that sent a partner key in its connectionParams is checked like
 * one over HTTP, each time, so a revoked key is refused at once. Answers the refusal to send, or null to go on.
 */
export async function partnerSocketRefusal(
  authorization: string | null,
  document: DocumentNode,
  operationName: string | null | undefined,
  services: Services,
  em: EntityManager,
): Promise<GraphQLError | null> {
  if (!partnerKeyOf(authorization)) return null;
  try {
    const operation = getOperationAST(document, operationName);
    if (!operation) return new GraphQLError('Unknown operation.', { extensions: { code: 'BAD_REQUEST' } });
    await gatePartnerOperation(await services.apiKeys.callerFor(em, authorization), operation, document, services);
    return null;
  } catch (err) {
    if (err instanceof GraphQLError) return err;
    const lost = databaseUnavailable(err);
    if (lost) return lost;
    throw err;
  }
}

/** GraphQL over HTTP: the partner rule before anything runs. */
export function partnerGatePlugin(): ApolloServerPlugin<AppContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operation, document }) {
          await gatePartnerOperation(contextValue.partner, operation as OperationDefinitionNode, document, contextValue.services);
        },
      };
    },
  };
}
