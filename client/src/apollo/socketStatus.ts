import { useSyncExternalStore } from 'react';

/** Where the graphql-ws socket is: idle (lazy, nothing subscribed yet), connecting, connected, or down. */
export type SocketStatus = 'idle' | 'connecting' | 'connected' | 'down';

let status: SocketStatus = 'idle';
const listeners = new Set<() => void>();

export function setSocketStatus(next: SocketStatus): void {
  if (next === status) return;
  status = next;
  listeners.forEach((listener) => listener());
}

export function getSocketStatus(): SocketStatus {
  return status;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSocketStatus(): SocketStatus {
  return useSyncExternalStore(subscribe, getSocketStatus, getSocketStatus);
}

export function useSocketConnected(): boolean {
  return useSocketStatus() === 'connected';
}

/**
 * Poll interval for a screen that normally lives on a subscription: 0 while the socket is connected,
 * SPEC.md's interval while it is not (e.g. `useQuery(Doc, { pollInterval: usePollingFallback(3000) })`).
 */
export function usePollingFallback(intervalMs: number): number {
  return useSocketConnected() ? 0 : intervalMs;
}
