import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import type { Client } from 'graphql-ws';
import { ADMIN_CONTEXT, adminAuthorization, isAdminOperation } from './authHeaders';
import { authLink } from './authLink';
import { idempotencyLink } from './idempotencyLink';
import { languageLink } from './languageLink';
import { sessionExpiryLink } from './sessionExpiry';
import { createSocketClient } from './socket';

export interface AppApollo {
  client: ApolloClient;
  /** The admin panel's client (the /admin subtree): same link and cache, every operation sent with the admin token. */
  adminClient: ApolloClient;
  /** The customer's socket (customer token in connectionParams). */
  socket: Client;
  /** The admin panel's socket (admin token in connectionParams), for the admin client's subscriptions. */
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
    (operation) => isAdminOperation(operation.getContext()),
    new GraphQLWsLink(adminSocket),
    new GraphQLWsLink(socket),
  );
  const link = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    socketLink,
    // sessionExpiryLink first: it must see the authorization the operation finally carried.
    ApolloLink.from([sessionExpiryLink, authLink, languageLink, idempotencyLink, httpLink]),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  // One cache: what an admin changes shows on the public screens without a reload.
  const adminClient = new ApolloClient({ link, cache: client.cache, defaultContext: ADMIN_CONTEXT });
  return { client, adminClient, socket, adminSocket };
}
