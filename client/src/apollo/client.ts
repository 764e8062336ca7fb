import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import type { Client } from 'graphql-ws';
import { adminAuthorization, hasOwnAuthorization } from './authHeaders';
import { customerAuthLink } from './authLink';
import { sessionExpiryLink } from './sessionExpiry';
import { createSocketClient } from './socket';

export interface AppApollo {
  client: ApolloClient;
  /** The customer's socket (customer token in connectionParams). */
  socket: Client;
  /** The admin panel's socket (admin token in connectionParams), for subscriptions sent with adminContext(). */
  adminSocket: Client;
}

/** `fetch` is replaceable for tests; the sockets are lazy, so nothing connects until a subscription starts. */
export function createApolloClient({ fetch }: { fetch?: typeof globalThis.fetch } = {}): AppApollo {
  const socket = createSocketClient();
  // Closes as soon as its last subscription ends (admin logout), so the next admin connects with their own token.
  const adminSocket = createSocketClient({ channel: 'admin', authorization: adminAuthorization, lazyCloseTimeout: 0 });
  const httpLink = new UploadHttpLink({
    uri: '/graphql',
    fetch,
    // Apollo Server's CSRF prevention rejects multipart requests without it.
    headers: { 'apollo-require-preflight': 'true' },
  });
  // A socket authenticates once, when it connects: admin subscriptions need a socket of their own.
  const socketLink = ApolloLink.split(
    (operation) => hasOwnAuthorization(operation.getContext().headers),
    new GraphQLWsLink(adminSocket),
    new GraphQLWsLink(socket),
  );
  const link = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    socketLink,
    // sessionExpiryLink first: it must see the authorization the operation finally carried.
    ApolloLink.from([sessionExpiryLink, customerAuthLink, httpLink]),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { client, socket, adminSocket };
}
