import { Kind, type OperationDefinitionNode } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { AppContext } from '../graphql/context.js';

/**
 * Root fields that read only the public catalogue: the same answer for everyone, so a CDN may keep it. Each says so
 * beside its resolver, `@Extensions({ publicCatalogue: true })` (pipeline/gate.ts fieldsMarked reads them).
 */
export const PUBLIC_CATALOGUE = 'publicCatalogue';

// Short: the catalogue changes with every accepted booking; listings poll every 10 s.
export const PUBLIC_GET_CACHE = 'public, max-age=15, stale-while-revalidate=30';

/**
 * GraphQL over HTTP GET (automatic persisted queries: `?extensions={"persistedQuery":{…sha256Hash}}`): an anonymous
 * query whose root fields all read the public catalogue answers `Cache-Control: public`, so a CDN can cache it;
 * every other GET answers `no-store`.
 */
export function getCacheControlPlugin(publicFields: ReadonlySet<string>): ApolloServerPlugin<AppContext> {
  return {
    async requestDidStart({ request }) {
      if (request.http?.method !== 'GET') return;
      return {
        async willSendResponse({ response, operation, request: req }) {
          const op = operation as OperationDefinitionNode | null | undefined;
          const ok = response.body.kind === 'single' && !response.body.singleResult.errors?.length;
          const anonymous = !req.http?.headers.get('authorization');
          const catalogueOnly =
            op?.operation === 'query' &&
            op.selectionSet.selections.every(
              (s) => s.kind === Kind.FIELD && (s.name.value === '__typename' || publicFields.has(s.name.value)),
            );
          response.http.headers.set('cache-control', ok && anonymous && catalogueOnly ? PUBLIC_GET_CACHE : 'no-store');
        },
      };
    },
  };
}
