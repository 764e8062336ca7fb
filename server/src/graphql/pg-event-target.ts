import pg from 'pg';

// Database triggers NOTIFY here too, in the same { topic, detail } shape (the session revocation migration).
const CHANNEL = 'app_events';
// PostgreSQL caps a NOTIFY payload at 8000 bytes: publish ids and let subscribers load rows on delivery.
const MAX_PAYLOAD = 7900;

export interface PgEventTarget extends EventTarget {
  /** Resolves once the LISTEN connection is up (the first time). */
  ready: Promise<void>;
  /** The database is back: reconnect the LISTEN connection now if it is down, rather than after its backoff. */
  reconnect(): void;
  /**
   * The LISTEN connection's serial while it is up (a new one after each reconnect), 0 while it is down: what was
   * learnt under one serial stays true only while no NOTIFY can have been missed (sessions.ts remembers by it).
   */
  listening(): number;
  close(): Promise<void>;
}

/**
 * An EventTarget whose dispatchEvent goes through PostgreSQL NOTIFY, so every server process on the
 * database receives it (including the one that sent it). The LISTEN connection reconnects and
 * re-LISTENs after a drop, with backoff.
 */
export function createPgEventTarget(connectionString: string, log: (msg: string) => void = () => {}): PgEventTarget {
  const local = new EventTarget();
  const publisher = new pg.Pool({ connectionString, max: 1 });
  publisher.on('error', (err) => log(`pubsub publisher: ${err.message}`));
  let listener: pg.Client | null = null;
  let closed = false;
  let retryMs = 100;
  let retryTimer: NodeJS.Timeout | null = null;
  let connecting = false;
  let serial = 0;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  function scheduleConnect(): void {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, 5000);
  }

  async function connect(): Promise<void> {
    if (closed || connecting || listener) return;
    connecting = true;
    const client = new pg.Client({ connectionString });
    client.on('error', (err) => log(`pubsub listener: ${err.message}`));
    client.on('end', () => {
      if (listener === client) listener = null;
      if (!closed && !connecting) scheduleConnect();
    });
    client.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        const { topic, detail } = JSON.parse(msg.payload) as { topic: string; detail: unknown };
        local.dispatchEvent(new CustomEvent(topic, { detail }));
      } catch (err) {
        log(`pubsub: unreadable payload ${(err as Error).message}`);
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (closed) {
        await client.end();
        return;
      }
      listener = client;
      serial += 1;
      retryMs = 100;
      markReady();
    } catch (err) {
      log(`pubsub connect failed: ${(err as Error).message}`);
      await client.end().catch(() => {});
    } finally {
      connecting = false;
    }
    if (!listener) scheduleConnect();
  }
  void connect();

  // One sender sends everything queued meanwhile in a single statement: under load, one round trip per event
  // fell seconds behind, and parallel senders could reorder events. Events published in the same tick go together
  // (a new booking's BOOKING_CHANGED and its NOTIFICATION_ADDED: one statement, not two).
  const outbox: string[] = [];
  let sending = false;
  let flushQueued = false;
  function flushSoon(): void {
    if (flushQueued) return;
    flushQueued = true;
    queueMicrotask(() => {
      flushQueued = false;
      flush();
    });
  }
  function flush(): void {
    if (sending || outbox.length === 0 || closed) return;
    sending = true;
    const batch = outbox.splice(0, outbox.length);
    publisher
      .query('select pg_notify($1, p) from unnest($2::text[]) with ordinality as t(p, i) order by i', [CHANNEL, batch])
      .catch((err: Error) => log(`pubsub publish: ${err.message}`))
      .finally(() => {
        sending = false;
        flush();
      });
  }

  const target = {
    ready,
    reconnect() {
      if (closed || listener || connecting) return;
      if (retryTimer) {
        clearTimeout(retryTimer);
        retryTimer = null;
      }
      retryMs = 100;
      void connect();
    },
    listening: () => (listener ? serial : 0),
    addEventListener: local.addEventListener.bind(local),
    removeEventListener: local.removeEventListener.bind(local),
    dispatchEvent(event: Event): boolean {
      const payload = JSON.stringify({ topic: event.type, detail: (event as CustomEvent).detail });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD) throw new Error(`pubsub payload for ${event.type} is too large`);
      outbox.push(payload);
      flushSoon();
      return true;
    },
    async close() {
      // What was published before the server stopped accepting still goes out (up to a second).
      for (let i = 0; i < 50 && (sending || outbox.length > 0); i += 1) await new Promise((r) => setTimeout(r, 20));
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
      await publisher.end().catch(() => {});
    },
    /** For tests: the live LISTEN connection's backend pid. */
    async listenerPid(): Promise<number | null> {
      if (!listener) return null;
      const { rows } = await listener.query('select pg_backend_pid() as pid');
      return rows[0].pid as number;
    },
  };
  return target as unknown as PgEventTarget;
}
