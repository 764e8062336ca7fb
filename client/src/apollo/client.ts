import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import type { Client } from 'graphql-ws';
import { customerAuthLink } from './authLink';
import { createSocketClient } from './socket';

export interface AppApollo {
  client: ApolloClient;
  socket: Client;
}

/** `fetch` is replaceable for tests; the socket is lazy, so nothing connects until a subscription starts. */
export function createApolloClient({ fetch }: { fetch?: typeof globalThis.fetch } = {}): AppApollo {
  const socket = createSocketClient();
  const httpLink = new UploadHttpLink({
    uri: '/graphql',
    fetch,
    // Apollo Server's CSRF prevention rejects multipart requests without it.
    headers: { 'apollo-require-preflight': 'true' },
  });
  const link = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    new GraphQLWsLink(socket),
    ApolloLink.from([customerAuthLink, httpLink]),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { client, socket };
}
