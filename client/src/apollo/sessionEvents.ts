// The session-expiry signal without Apollo: the session provider (first load) listens here, the Apollo link
// (loaded later) notifies.
export type ExpiredSession = 'customer' | 'admin';
type Listener = (kind: ExpiredSession, message: string) => void;

export const SESSION_EXPIRED_FALLBACK = 'Your session has expired. Please log in again.';

const listeners = new Set<Listener>();

/** The session provider listens here: it clears the session that the server refused. */
export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifySessionExpired(kind: ExpiredSession, message: string): void {
  listeners.forEach((listener) => listener(kind, message));
}
