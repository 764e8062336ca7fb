import type http from 'node:http';
import { requestLanguage } from '../modules/common/server-texts.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { GraphQLError, GraphQLSchema } from 'graphql';
import { WebSocketServer } from 'ws';
import { clientAddress, type TrustRule } from '../http/client-address.js';
import { CLOSE, LiveSockets } from '../graphql/live-sockets.js';
import { sharedSubscribe } from '../graphql/shared-subscribe.js';
import { serveGraphqlWs } from '../graphql/ws-server.js';
import type { AppPubSub } from '../modules/common/pubsub.js';
import type { SessionCheck } from '../modules/auth/sessions.js';
import type { Pipeline } from '../pipeline/index.js';

/** WebSocket bounds: a message is a GraphQL document and its variables, never megabytes. */
export const WS_LIMITS = { maxPayloadBytes: 64 * 1024, socketsPerIp: 50 } as const;
const SESSION_ENDED = 'Your session has ended. Please log in again.';

export interface GraphqlWsOptions {
  httpServer: http.Server;
  schema: GraphQLSchema;
  pipeline: Pipeline;
  orm: MikroORM;
  pubsub: AppPubSub;
  sessions: SessionCheck;
  trust: TrustRule;
}

const authorizationOf = (params: Record<string, unknown> | undefined | null): string | null => {
  const auth = params?.authorization ?? params?.Authorization ?? null;
  return typeof auth === 'string' ? auth : null;
};

/** /graphql over WebSocket (graphql-ws): each operation goes through the pipeline's steps, like one over HTTP. */
export function graphqlWs({ httpServer, schema, pipeline, orm, pubsub, sessions, trust }: GraphqlWsOptions) {
  const liveSockets = new LiveSockets(WS_LIMITS.socketsPerIp);
  // A revocation on any process forgets that account's remembered session check and closes its sockets here.
  const revocations = pubsub.subscribe('SESSION_REVOKED');
  void (async () => {
    for await (const { role, ids } of revocations) {
      sessions.revoked(role, ids);
      for (const id of ids) liveSockets.endSession(role, id, SESSION_ENDED);
    }
  })();
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    maxPayload: WS_LIMITS.maxPayloadBytes,
    // Each IP holds a bounded number of sockets; the handshake beyond it is refused with 429.
    verifyClient: (info, done) => {
      if (liveSockets.admits(clientAddress(info.req, trust))) done(true);
      else done(false, 429, 'Too many sockets from this address.');
    },
  });
  const format = (errors: readonly GraphQLError[]) => errors.map((e) => pipeline.formatError(e.toJSON(), e));
  const sockets = serveGraphqlWs<Record<string, unknown>>(
    {
      schema,
      // A signed-in socket is closed (4401) when its token expires or its session is revoked.
      onConnect: async ({ connectionParams, extra }) => {
        const caller = await pipeline.identify(authorizationOf(connectionParams), () => orm.em.fork());
        if (caller.sessionEnded) extra.socket.close(CLOSE.sessionEnded, SESSION_ENDED);
        else if (caller.viewer) liveSockets.signedIn(caller.viewer, extra.socket);
        return !caller.sessionEnded;
      },
      // Refusals go out through onError below, so they are formatted as over HTTP.
      onSubscribe: async ({ connectionParams, extra }, _id, { query, operationName, variables }) => {
        // Each subscription gets its own context and identity map (made on first use), checked per operation.
        const authorization = authorizationOf(connectionParams);
        const language = requestLanguage(typeof connectionParams?.language === 'string' ? connectionParams.language : undefined);
        const ready = await pipeline.operation({ query, operationName, authorization, ip: extra.ip, emOf: () => orm.em.fork(), language });
        if (!('document' in ready)) return ready;
        const { hideSuggestions } = pipeline.armor;
        return { schema, ...ready, operationName, variableValues: variables, hideSuggestions };
      },
      // One execution per event for all sockets asking the same thing (graphql/shared-subscribe.ts).
      subscribe: sharedSubscribe(),
      onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: format(result.errors) } : undefined),
      onError: (_ctx, _id, _payload, errors) => format(errors),
    },
    wsServer,
    (request) => clientAddress(request, trust),
    liveSockets,
  );
  return {
    openWebSockets: () => wsServer.clients.size,
    async dispose(): Promise<void> {
      await sockets.dispose();
      await revocations.return?.();
    },
  };
}
