import { useSyncExternalStore } from 'react';

/** Where a graphql-ws socket is: idle (lazy, nothing subscribed yet), connecting, connected, or down. */
export type SocketStatus = 'idle' | 'connecting' | 'connected' | 'down';

/** The customer's socket carries the customer token; the admin panel's own socket carries the admin token. */
export type SocketChannel = 'customer' | 'admin';

const statuses: Record<SocketChannel, SocketStatus> = { customer: 'idle', admin: 'idle' };
const listeners = new Set<() => void>();

export function setSocketStatus(next: SocketStatus, channel: SocketChannel = 'customer'): void {
  if (next === statuses[channel]) return;
  statuses[channel] = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSocketStatus(channel: SocketChannel = 'customer'): SocketStatus {
  const read = () => statuses[channel];
  return useSyncExternalStore(subscribe, read, read);
}

export function useSocketConnected(channel: SocketChannel = 'customer'): boolean {
  return useSocketStatus(channel) === 'connected';
}

/**
 * Poll interval for a screen that normally lives on a subscription: 0 while the socket is connected,
 * SPEC.md's interval while it is not (e.g. `useQuery(Doc, { pollInterval: usePollingFallback(3000) })`).
 * Admin screens pass 'admin': their subscriptions travel on the admin socket.
 */
export function usePollingFallback(intervalMs: number, channel: SocketChannel = 'customer'): number {
  return useSocketConnected(channel) ? 0 : intervalMs;
}
