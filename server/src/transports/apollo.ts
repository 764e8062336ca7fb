import type http from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { GraphQLSchema } from 'graphql';
import type { AppContext } from '../graphql/context.js';
import { drainHttp } from '../http/drain-http.js';
import { errorLanguagePlugin, unavailableStatusPlugin } from '../http/errors.js';
import { getCacheControlPlugin, PUBLIC_CATALOGUE } from '../http/get-cache-control.js';
import { fieldsMarked, operationGatePlugin, type Pipeline } from '../pipeline/index.js';

export interface ApolloOptions {
  schema: GraphQLSchema;
  httpServer: http.Server;
  pipeline: Pipeline;
  /** Called when Apollo drains, beside the HTTP server's own drain (the WebSockets close). */
  onDrain: () => Promise<void>;
}

/** The executor of GraphQL over HTTP, started; graphql-http.ts feeds it requests the pipeline has checked. */
export async function startApollo({ schema, httpServer, pipeline, onDrain }: ApolloOptions): Promise<ApolloServer<AppContext>> {
  const { armor, formatError } = pipeline;
  const apollo = new ApolloServer<AppContext>({
    schema,
    introspection: true,
    csrfPrevention: true,
    // main.ts owns SIGTERM/SIGINT and the shutdown order.
    stopOnTerminationSignals: false,
    formatError,
    // Documents reach Apollo validated by armor.prepare (graphql-http.ts), bounds first.
    dangerouslyDisableValidation: armor.apollo.dangerouslyDisableValidation,
    plugins: [
      ...armor.apollo.plugins,
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints are used; this plugin would otherwise wrap every field resolver.
      ApolloServerPluginCacheControlDisabled(),
      operationGatePlugin(),
      getCacheControlPlugin(fieldsMarked(schema, PUBLIC_CATALOGUE)),
      unavailableStatusPlugin(),
      errorLanguagePlugin(),
      {
        // Stopping closes the HTTP server (its requests finish first) and the WebSockets together.
        async serverWillStart() {
          return { drainServer: async () => void (await Promise.all([drainHttp(httpServer), onDrain()])) };
        },
      },
    ],
  });
  await apollo.start();
  return apollo;
}
