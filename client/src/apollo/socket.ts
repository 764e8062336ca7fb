import { createClient, type Client } from 'graphql-ws';
import { currentLanguage } from '../i18n/i18n';
import { customerAuthorization } from './authHeaders';
import { setSocketStatus, type SocketChannel } from './socketStatus';

function graphqlSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`;
}

/** At most 30 s between reconnection attempts, randomised so a restarted server is not hit all at once. */
function backoff(retries: number): Promise<void> {
  const ms = Math.min(30_000, 1000 * 2 ** retries) * (0.5 + Math.random() / 2);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

interface SocketOptions {
  url?: string;
  /** Which status (see socketStatus.ts) this socket reports. */
  channel?: SocketChannel;
  /** The Authorization value to connect with, read on every (re)connect. */
  authorization?: () => string | undefined;
  /** How long the socket stays open after its last subscription ends. */
  lazyCloseTimeout?: number;
}

export function createSocketClient({
  url = graphqlSocketUrl(),
  channel = 'customer',
  authorization = customerAuthorization,
  lazyCloseTimeout = 3000,
}: SocketOptions = {}): Client {
  return createClient({
    url,
    // Called on every (re)connect, so the socket always carries the current token.
    connectionParams: () => {
      const value = authorization();
      // The language its notifications are said in (server: common/server-texts.ts); English needs none.
      const language = currentLanguage();
      return { ...(value ? { authorization: value } : {}), ...(language === 'en' ? {} : { language }) };
    },
    lazy: true,
    lazyCloseTimeout,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: backoff,
    on: {
      connecting: () => setSocketStatus('connecting', channel),
      connected: () => setSocketStatus('connected', channel),
      closed: () => setSocketStatus('down', channel),
      error: () => setSocketStatus('down', channel),
    },
  });
}
