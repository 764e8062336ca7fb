import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ArgumentValidationError } from 'type-graphql';
import { isDomainError } from '../modules/common/errors.js';

const PASS_THROUGH = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND', 'PERSISTED_QUERY_NOT_SUPPORTED', 'OPERATION_RESOLUTION_FAILURE', 'UNAUTHENTICATED', 'FORBIDDEN']);

/** Domain errors keep their message and code; input validation reads as a sentence; everything else is masked. */
export function formatGraphQLError(log: (msg: string) => void) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (isDomainError(original)) {
      return { message: original.message, path: formatted.path, locations: formatted.locations, extensions: { code: original.code } };
    }
    if (original instanceof ArgumentValidationError) {
      const first = original.extensions.validationErrors?.[0] as { constraints?: Record<string, string> } | undefined;
      const message = first?.constraints ? Object.values(first.constraints)[0] : 'Invalid input.';
      return { message, path: formatted.path, extensions: { code: 'BAD_USER_INPUT' } };
    }
    const code = formatted.extensions?.code as string | undefined;
    if (code && PASS_THROUGH.has(code)) {
      return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
    }
    log(`graphql error: ${(original as Error)?.stack ?? formatted.message}`);
    return { message: 'Something went wrong on our side. Please try again.', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
