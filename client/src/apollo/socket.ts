import { createClient, type Client } from 'graphql-ws';
import { customerAuthorization } from './authHeaders';
import { setSocketStatus } from './socketStatus';

function graphqlSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`;
}

/** At most 30 s between reconnection attempts, randomised so a restarted server is not hit all at once. */
function backoff(retries: number): Promise<void> {
  const ms = Math.min(30_000, 1000 * 2 ** retries) * (0.5 + Math.random() / 2);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function createSocketClient(url = graphqlSocketUrl()): Client {
  return createClient({
    url,
    // Called on every (re)connect, so the socket always carries the current customer token.
    connectionParams: () => {
      const authorization = customerAuthorization();
      return authorization ? { authorization } : {};
    },
    lazy: true,
    lazyCloseTimeout: 3000,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: backoff,
    on: {
      connecting: () => setSocketStatus('connecting'),
      connected: () => setSocketStatus('connected'),
      closed: () => setSocketStatus('down'),
      error: () => setSocketStatus('down'),
    },
  });
}
