import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { type DocumentNode, defaultFieldResolver, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { AppContext } from '../graphql/context.js';
import { Role } from '../modules/common/enums.js';
import { BadRequestError, TooLargeError } from '../modules/common/errors.js';
import { assertCleanInput, assertCleanQuery } from '../modules/common/input.js';
import type { Limit } from '../modules/common/rate-limits.js';
import { gatePartnerOperation } from '../modules/partners/partner-gate.js';
import type { PeekCaller } from './identify.js';

/** The gate: the input guard, the limits that run before a body is read, and the partner scope of an operation. */

/**
 * The edge's text rule on the query string (one line per value: no tab or line break either) and the body (JSON, or
 * multipart fields once multer has read them).
 */
export function assertCleanRequest(req: { query: unknown; body?: unknown }): void {
  assertCleanQuery(req.query);
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

/** The files one multipart request may carry unless its operation declares more (a driving licence's front and back). */
export const DEFAULT_MAX_FILES = 2;

/**
 * The file bounds the schema's operations declare beside themselves (`@Extensions({ maxFiles })` on the resolver's
 * field), by root field: the edge learns them from the schema and names no operation.
 */
export function fileBounds(schema: GraphQLSchema): Map<string, number> {
  const bounds = new Map<string, number>();
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const maxFiles = field.extensions?.maxFiles;
      if (typeof maxFiles === 'number') bounds.set(field.name, maxFiles);
    }
  }
  return bounds;
}

/**
 * The root fields whose resolver marks itself with `@Extensions({ [key]: true })`: what the edge treats alike (a
 * public, cacheable answer) is declared beside each operation, and the edge learns it from the schema.
 */
export function fieldsMarked(schema: GraphQLSchema, key: string): ReadonlySet<string> {
  return new Set(
    [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      Object.values(type?.getFields() ?? {})
        .filter((field) => field.extensions?.[key] === true)
        .map((field) => field.name),
    ),
  );
}

/** Runs before a multipart body is read: throws to refuse it, else answers how many files the caller may send. */
export type UploadGate = (authorization: string | undefined, ip: string) => Promise<number>;

/**
 * Anonymous multipart requests spend the sender's upload budget before any byte of the file is read. More files
 * than the default come only from staff (every operation that declares more is staff's), up to the largest bound.
 */
export function uploadGate(peek: PeekCaller, anonymousUploads: Limit, bounds: Map<string, number>): UploadGate {
  const staffMax = Math.max(DEFAULT_MAX_FILES, ...bounds.values());
  return async (authorization, ip) => {
    const { viewer, partnerKey } = peek(authorization);
    if (!viewer && !partnerKey) await anonymousUploads.consume(ip);
    return viewer?.role === Role.Admin ? staffMax : DEFAULT_MAX_FILES;
  };
}

/** graphql-upload's "N max file uploads exceeded." said for a person, with what would be taken. */
export function tooManyFiles(maxFiles: number): TooLargeError {
  const more = maxFiles === DEFAULT_MAX_FILES ? ' More are taken only from staff, for an operation that declares them.' : '';
  return new TooLargeError(`At most ${maxFiles} files in one request.${more}`);
}

/** Once the body is read: the files sent stay within the bound of the root fields they are for. */
export function assertFileBound(bounds: Map<string, number>, fields: readonly string[], files: number): void {
  const bound = Math.max(DEFAULT_MAX_FILES, ...fields.map((f) => bounds.get(f) ?? DEFAULT_MAX_FILES));
  if (files > bound) throw new BadRequestError(`${fields.join(', ') || 'This request'} takes at most ${bound} files.`);
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
