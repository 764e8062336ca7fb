import type { Viewer } from '../modules/auth/tokens.js';

/** WebSocket close codes of this server (4xxx: application codes, as graphql-ws uses 4400-4499). */
export const CLOSE = {
  /** The token expired, or its account was removed or signed out everywhere. */
  sessionEnded: 4401,
  tooManySockets: 4429,
} as const;

interface Closable {
  close(code: number, reason: string): void;
}

/**
 * The open GraphQL sockets of this process: how many each IP holds (capped), and which viewer each speaks for,
 * so a socket is closed when its token expires or its session is revoked (on every process, through the pubsub).
 */
export class LiveSockets {
  private readonly perIp = new Map<string, number>();
  private readonly perViewer = new Map<string, Map<Closable, NodeJS.Timeout | null>>();

  constructor(readonly maxPerIp: number) {}

  /** False when the IP already holds its share of sockets (the handshake is then refused with 429). */
  admits(ip: string): boolean {
    return (this.perIp.get(ip) ?? 0) < this.maxPerIp;
  }

  opened(ip: string): void {
    this.perIp.set(ip, (this.perIp.get(ip) ?? 0) + 1);
  }

  closed(ip: string, socket: Closable): void {
    const left = (this.perIp.get(ip) ?? 1) - 1;
    if (left > 0) this.perIp.set(ip, left);
    else this.perIp.delete(ip);
    for (const [key, sockets] of this.perViewer) {
      const timer = sockets.get(socket);
      if (timer === undefined) continue;
      if (timer) clearTimeout(timer);
      sockets.delete(socket);
      if (sockets.size === 0) this.perViewer.delete(key);
    }
  }

  /** The socket speaks for `viewer` until its token expires (then it is closed with 4401). */
  signedIn(viewer: Viewer, socket: Closable): void {
    const key = `${viewer.role}:${viewer.id}`;
    const sockets = this.perViewer.get(key) ?? new Map<Closable, NodeJS.Timeout | null>();
    this.perViewer.set(key, sockets);
    const left = viewer.expiresAt ? viewer.expiresAt - Date.now() : null;
    // setTimeout holds at most about 24.8 days; tokens live 7 days at most.
    const timer =
      left === null
        ? null
        : setTimeout(() => socket.close(CLOSE.sessionEnded, 'Your session has expired. Please log in again.'), Math.max(0, left));
    timer?.unref();
    sockets.set(socket, timer);
  }

  /** Closes every socket of a viewer whose session ended (removed account, changed password). */
  endSession(role: string, id: string, reason: string): number {
    const sockets = this.perViewer.get(`${role}:${id}`);
    if (!sockets) return 0;
    for (const socket of [...sockets.keys()]) socket.close(CLOSE.sessionEnded, reason);
    return sockets.size;
  }

  get size(): number {
    let n = 0;
    for (const count of this.perIp.values()) n += count;
    return n;
  }
}
