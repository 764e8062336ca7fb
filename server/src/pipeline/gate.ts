import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { type DocumentNode, defaultFieldResolver, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { AppContext } from '../graphql/context.js';
import { Role } from '../modules/common/enums.js';
import { ForbiddenError } from '../modules/common/errors.js';
import { assertCleanInput } from '../modules/common/input.js';
import type { Limit } from '../modules/common/rate-limits.js';
import { gatePartnerOperation } from '../modules/partners/partner-gate.js';
import type { PeekCaller } from './identify.js';

/** The gate: the input guard, the limits that run before a body is read, and the partner scope of an operation. */

/** The edge's text rule on the query string and the body (JSON, or multipart fields once multer has read them). */
export function assertCleanRequest(req: { query: unknown; body?: unknown }): void {
  assertCleanInput(req.query);
  assertCleanInput(req.body);
}

/** REST: the query string and the JSON body pass the edge's text rule. */
export const cleanInput: RequestHandler = (req, _res, next) => {
  assertCleanRequest(req);
  next();
};

/**
 * GraphQL, over HTTP and WebSocket alike: the arguments of every root field (literals and variables, after
 * coercion) pass the same text rule before the resolver runs. Only root fields are wrapped: nested fields
 * of this schema take no text arguments, and the hot `cars` query keeps its speed.
 */
export function guardArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      if (field.args.length === 0) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        assertCleanInput(args);
        return resolve(source, args, context, info);
      };
      const subscribe = field.subscribe;
      if (subscribe) {
        field.subscribe = (source, args, context, info) => {
          assertCleanInput(args);
          return subscribe(source, args, context, info);
        };
      }
    }
  }
  return schema;
}

/**
 * The multipart bounds. Everywhere: two files (a driving licence's front and back, modules/documents). A trip's
 * handover or return sends up to 12 photos and a signature to `/graphql?uploads=trip`, which staff alone may use
 * and which carries only those two operations.
 */
export const UPLOAD_PROFILES = {
  default: { maxFiles: 2, operations: null },
  trip: { maxFiles: 13, operations: new Set(['startTrip', 'endTrip']) },
} as const;
export type UploadProfile = keyof typeof UPLOAD_PROFILES;

/** Runs before a multipart body is read; throws to refuse it. */
export type UploadGate = (authorization: string | undefined, ip: string, profile: UploadProfile) => Promise<void>;

/** Anonymous multipart requests spend the sender's upload budget before any byte of the file is read. */
export function uploadGate(peek: PeekCaller, anonymousUploads: Limit): UploadGate {
  return async (authorization, ip, profile) => {
    const { viewer, partnerKey } = peek(authorization);
    // A trip's many photos are for staff at the counter only: refused before a byte of them is read.
    if (profile === 'trip' && viewer?.role !== Role.Admin) throw new ForbiddenError('Only staff can record a handover or a return.');
    if (!viewer && !partnerKey) await anonymousUploads.consume(ip);
  };
}

/** A GraphQL operation, on both transports: a partner key may select only the root fields its scopes open. */
export function gateOperation(context: AppContext, operation: OperationDefinitionNode, document: DocumentNode): Promise<void> {
  return gatePartnerOperation(context.partner, operation, document, context.services.apiKeys);
}

/** GraphQL over HTTP: the operation gate once Apollo has resolved the operation (a persisted query's included). */
export function operationGatePlugin(): ApolloServerPlugin<AppContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operation, document }) {
          await gateOperation(contextValue, operation as OperationDefinitionNode, document);
        },
      };
    },
  };
}
