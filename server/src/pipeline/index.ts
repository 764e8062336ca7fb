import { type DocumentNode, GraphQLError, type GraphQLFormattedError, type GraphQLSchema, getOperationAST } from 'graphql';
import type { AppContext } from '../graphql/context.js';
import type { Language } from '../modules/common/language.js';
import { type QueryArmor, queryArmor } from '../graphql/armor.js';
import { formatGraphQLError } from '../http/errors.js';
import { databaseUnavailable } from '../modules/common/errors.js';
import type { Services } from '../services.js';
import { contextOf } from './context.js';
import { assertFileBound, fileBounds, gateOperation, type UploadGate, uploadGate } from './gate.js';
import { type IdentifyCaller, identifier, type PeekCaller } from './identify.js';

export { type Identified, identifier } from './identify.js';
export { assertCleanRequest, cleanInput, fieldsMarked, guardArguments, operationGatePlugin, tooManyFiles } from './gate.js';

/**
 * The request pipeline, the same steps for REST, GraphQL over HTTP and GraphQL over WebSocket (docs/architecture.md):
 * identify the caller, gate (input guard, limits, partner scope), build the context, map errors (http/errors.ts).
 * The transports (src/transports/) only read their wire into these steps and write the answer back.
 */
export interface Pipeline {
  /** The caller from the token alone, no database (before a multipart body is read). */
  peek: PeekCaller;
  /** The caller with revocation: session check or API key row. */
  identify: IdentifyCaller;
  /** A GraphQL request's context: identify, then build (its identity map made on first use). */
  context(authorization: string | null | undefined, ip: string, emOf: () => AppContext['em'], language?: Language): Promise<AppContext>;
  /** The document bounds, rules and validation (graphql/armor.ts), before anything runs. */
  armor: QueryArmor;
  /** armor.prepare's refusal as formatted errors, or null when the document may run. */
  refusal(query: unknown): readonly GraphQLFormattedError[] | null;
  /** The partner scope of a GraphQL operation (and its key's rate limit). */
  gateOperation: typeof gateOperation;
  /**
   * The whole chain for one operation (GraphQL over WebSocket): armor, identify + context, gate. Answers what may
   * run, or the refusals to send (a GraphQL error, a lost database's 503 error; anything else throws).
   */
  operation(request: OperationRequest): Promise<{ document: DocumentNode; contextValue: AppContext } | readonly GraphQLError[]>;
  /** Before a GraphQL multipart body is read: the anonymous upload budget; answers the caller's file ceiling. */
  uploadGate: UploadGate;
  /** Once a GraphQL multipart body is read: its files within the bound its root fields declare. */
  assertFileBound(fields: readonly string[], files: number): void;
  /** The one error mapper, for GraphQL answers on both transports. */
  formatError: ReturnType<typeof formatGraphQLError>;
}

export interface OperationRequest {
  query: unknown;
  operationName: string | null | undefined;
  authorization: string | null;
  ip: string;
  emOf: () => AppContext['em'];
  /** The language the socket's client asked for (its connection's `language`); English when none. */
  language?: Language;
}

export interface PipelineOptions {
  services: Services;
  schema: GraphQLSchema;
  production: boolean;
  log: (msg: string) => void;
}

export function createPipeline({ services, schema, production, log }: PipelineOptions): Pipeline {
  const { peek, caller } = identifier(services);
  const bounds = fileBounds(schema);
  const armor = queryArmor(schema, production);
  const formatError = formatGraphQLError(log);
  const context: Pipeline['context'] = async (authorization, ip, emOf, language) => {
    // One identity map for the key check and the resolvers, made on first use.
    let em: AppContext['em'] | null = null;
    const once = () => (em ??= emOf());
    return contextOf(await caller(authorization, once), services, ip, once, language);
  };
  return {
    peek,
    identify: caller,
    context,
    armor,
    refusal(query) {
      const prepared = armor.prepare(query);
      return 'document' in prepared ? null : prepared.map((e) => formatError(e.toJSON(), e));
    },
    gateOperation,
    async operation({ query, operationName, authorization, ip, emOf, language }) {
      const prepared = armor.prepare(query);
      if (!('document' in prepared)) return prepared;
      const { document } = prepared;
      try {
        const contextValue = await context(authorization, ip, emOf, language);
        const operation = getOperationAST(document, operationName);
        if (contextValue.partner !== undefined && !operation)
          return [new GraphQLError('Unknown operation.', { extensions: { code: 'BAD_REQUEST' } })];
        if (operation) await gateOperation(contextValue, operation, document);
        return { document, contextValue };
      } catch (err) {
        const refusal = err instanceof GraphQLError ? err : databaseUnavailable(err);
        if (refusal) return [refusal];
        throw err;
      }
    },
    uploadGate: uploadGate(peek, services.anonymousUploads, bounds),
    assertFileBound: (fields, files) => assertFileBound(bounds, fields, files),
    formatError,
  };
}
