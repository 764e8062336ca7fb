import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface LiveSubscription<T> {
  events: T[];
  errors: unknown[];
  /** Resolves with the next event not yet taken (that `where` accepts, skipping others); rejects after `ms`. */
  next(ms?: number, where?: (event: T) => boolean): Promise<T>;
  /** Resolves with the errors the server sent, once it sends some. */
  failed(ms?: number): Promise<unknown[]>;
  close(): Promise<void>;
}

/** A graphql-ws subscription over a real WebSocket, as our client opens it (token in connectionParams). */
export async function subscribe<T = Record<string, unknown>>(baseUrl: string, query: string, token?: string): Promise<LiveSubscription<T>> {
  let connected: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    connected = resolve;
  });
  const client: Client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: false,
    on: { connected: () => connected() },
  });
  const events: T[] = [];
  const errors: unknown[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of waiters) w();
  };
  client.subscribe<T>(
    { query },
    {
      next: (value) => {
        if (value.errors) errors.push(...value.errors);
        else events.push(value.data as T);
        wake();
      },
      error: (err) => {
        errors.push(...(Array.isArray(err) ? err : [err]));
        wake();
      },
      complete: () => wake(),
    },
  );
  await ready;
  // The server registers the subscription when it reads the subscribe message, just after connecting.
  await new Promise((r) => setTimeout(r, 250));

  function until<R>(check: () => R | undefined, ms: number, what: string): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const attempt = () => {
        const value = check();
        if (value === undefined) return;
        clearTimeout(timer);
        waiters.delete(attempt);
        resolve(value);
      };
      const timer = setTimeout(() => {
        waiters.delete(attempt);
        reject(new Error(`no ${what} within ${ms} ms`));
      }, ms);
      waiters.add(attempt);
      attempt();
    });
  }

  return {
    events,
    errors,
    next: (ms = 1000, where = () => true) =>
      until(
        () => {
          while (taken < events.length) {
            const event = events[taken++];
            if (where(event)) return event;
          }
          return undefined;
        },
        ms,
        'event',
      ),
    failed: (ms = 1000) => until(() => (errors.length ? errors : undefined), ms, 'error'),
    close: () => client.dispose() as Promise<void>,
  };
}
