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

/** One viewer's open sockets, shared by all of them (10,000 sockets of one customer hold one of these). */
interface ViewerSockets {
  key: string;
  sockets: Set<Closable>;
}

// setTimeout holds at most about 24.8 days; tokens live 7 days at most.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The open GraphQL sockets of this process: how many each IP holds (capped), and which viewer each speaks for,
 * so a socket is closed when its token expires or its session is revoked (on every process, through the pubsub).
 * One timer serves every socket (armed for the earliest expiry), not one per socket: 10,000 sockets (issue 23).
 */
export class LiveSockets {
  private readonly perIp = new Map<string, number>();
  private readonly perViewer = new Map<string, ViewerSockets>();
  private readonly viewerOf = new Map<Closable, ViewerSockets>();
  /** When each signed-in socket's token expires (epoch ms); sockets whose token never expires are not here. */
  private readonly expiresAt = new Map<Closable, number>();
  private timer: NodeJS.Timeout | null = null;
  private timerAt = Number.POSITIVE_INFINITY;

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
    this.expiresAt.delete(socket);
    const viewer = this.viewerOf.get(socket);
    if (!viewer) return;
    this.viewerOf.delete(socket);
    viewer.sockets.delete(socket);
    if (viewer.sockets.size === 0) this.perViewer.delete(viewer.key);
  }

  /** The socket speaks for `viewer` until its token expires (then it is closed with 4401). */
  signedIn(viewer: Viewer, socket: Closable): void {
    const key = `${viewer.role}:${viewer.id}`;
    let sockets = this.perViewer.get(key);
    if (!sockets) {
      sockets = { key, sockets: new Set() };
      this.perViewer.set(key, sockets);
    }
    sockets.sockets.add(socket);
    this.viewerOf.set(socket, sockets);
    if (viewer.expiresAt === undefined) return;
    this.expiresAt.set(socket, viewer.expiresAt);
    if (viewer.expiresAt < this.timerAt) this.arm(viewer.expiresAt);
  }

  /** Closes every socket of a viewer whose session ended (removed account, changed password). */
  endSession(role: string, id: string, reason: string): number {
    const viewer = this.perViewer.get(`${role}:${id}`);
    if (!viewer) return 0;
    for (const socket of [...viewer.sockets]) socket.close(CLOSE.sessionEnded, reason);
    return viewer.sockets.size;
  }

  get size(): number {
    let n = 0;
    for (const count of this.perIp.values()) n += count;
    return n;
  }

  private arm(at: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => this.expire(), Math.min(MAX_TIMER_MS, Math.max(0, at - Date.now())));
    this.timer.unref();
  }

  /** Closes the sockets whose token has expired, and arms the timer for the next expiry. */
  private expire(): void {
    this.timer = null;
    this.timerAt = Number.POSITIVE_INFINITY;
    const now = Date.now();
    let next = Number.POSITIVE_INFINITY;
    for (const [socket, at] of this.expiresAt) {
      if (at <= now) socket.close(CLOSE.sessionEnded, 'Your session has expired. Please log in again.');
      else next = Math.min(next, at);
    }
    if (next < Number.POSITIVE_INFINITY) this.arm(next);
  }
}
