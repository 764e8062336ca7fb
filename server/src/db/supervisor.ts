import pg from 'pg';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { DatabaseHandle } from './database.js';
import { ServiceUnavailableError, DATABASE_DOWN_MESSAGE } from '../modules/common/errors.js';

export interface SupervisorOptions {
  log?: (msg: string) => void;
  /** How often the database is probed (ms). A dead embedded postmaster is noticed at once through its exit. */
  intervalMs?: number;
  /** Failed restarts in a row before onFatal (embedded only). */
  maxRestarts?: number;
  /** Called when the embedded database cannot be restarted: the process should exit non-zero. */
  onFatal?: (err: Error) => void;
}

/**
 * Watches the database. While it is down every ORM connection request fails at once with a 503
 * (ServiceUnavailableError) instead of waiting for the pool's timeout; an embedded cluster is restarted (crash
 * recovery replays the WAL), an external one is waited for. Once it answers again, `onRecovered` hooks run
 * (the LISTEN connection reconnects, the catalogue re-reads).
 */
/**
 * Probes in a row that only ran out of time before the database counts as down. One slow answer is a busy host (a
 * deploy, a backup, a burst of bookings), not a lost database: taking every node out of its load balancer's rotation
 * for it turned a hiccup into an outage. A refused or dropped connection still counts at once.
 */
const SLOW_PROBES_FOR_DOWN = 2;

export class DatabaseSupervisor {
  private up = true;
  private slowProbes = 0;
  private downSince: number | null = null;
  private probeClient: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private probing = false;
  private recovering: Promise<void> | null = null;
  private stopped = false;
  private readonly recoveredHooks: (() => void)[] = [];
  private readonly log: (msg: string) => void;
  private readonly intervalMs: number;
  private readonly maxRestarts: number;
  private readonly onFatal: (err: Error) => void;
  /** Restarts done since the process started (for metrics and tests). */
  restarts = 0;

  constructor(
    private readonly db: DatabaseHandle,
    options: SupervisorOptions = {},
  ) {
    this.log = options.log ?? (() => {});
    this.intervalMs = options.intervalMs ?? 1000;
    this.maxRestarts = options.maxRestarts ?? 3;
    this.onFatal =
      options.onFatal ??
      ((err) => {
        this.log(`database: ${err.message}; exiting`);
        process.exit(1);
      });
    db.embedded?.onDeath(() => this.markDown('the embedded PostgreSQL exited'));
  }

  isUp(): boolean {
    return this.up;
  }

  /** Seconds the database has been down (0 when up). */
  downSeconds(): number {
    return this.downSince ? (Date.now() - this.downSince) / 1000 : 0;
  }

  onRecovered(hook: () => void): void {
    this.recoveredHooks.push(hook);
  }

  /** Fails every new connection request of the ORM's pool at once while the database is down. */
  guard(orm: MikroORM): void {
    const client = (orm.em.getConnection() as unknown as { getKnex(): { client: { acquireConnection(): Promise<unknown> } } }).getKnex()
      .client;
    const acquire = client.acquireConnection.bind(client);
    client.acquireConnection = () => {
      if (!this.up) return Promise.reject(new ServiceUnavailableError(DATABASE_DOWN_MESSAGE));
      return acquire();
    };
  }

  start(): void {
    this.timer = setInterval(() => void this.probe(), this.intervalMs);
    this.timer.unref();
  }

  /** A request saw a lost connection: probe now rather than at the next tick. */
  suspect(): void {
    void this.probe();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    const client = this.probeClient;
    this.probeClient = null;
    await client?.end().catch(() => {});
  }

  private async probe(): Promise<void> {
    if (this.probing || this.stopped || this.recovering) return;
    this.probing = true;
    try {
      if (!this.probeClient) {
        const client = new pg.Client({ connectionString: this.db.url, connectionTimeoutMillis: 2000, query_timeout: 2000 });
        client.on('error', () => {
          if (this.probeClient === client) this.probeClient = null;
        });
        await client.connect();
        this.probeClient = client;
      }
      await this.probeClient.query('select 1');
      this.slowProbes = 0;
      if (!this.up) this.markUp();
    } catch (err) {
      const client = this.probeClient;
      this.probeClient = null;
      void client?.end().catch(() => {});
      const message = (err as Error).message || 'no answer';
      // pg's words for its connectionTimeoutMillis and query_timeout.
      const slow = /timeout/i.test(message);
      this.slowProbes = slow ? this.slowProbes + 1 : 0;
      if (slow && this.slowProbes < SLOW_PROBES_FOR_DOWN) return;
      if (!this.stopped) this.markDown(message);
    } finally {
      this.probing = false;
    }
  }

  private markDown(reason: string): void {
    if (this.stopped) return;
    if (this.up) {
      this.up = false;
      this.downSince = Date.now();
      this.log(`database unavailable: ${reason}`);
    }
    if (this.db.embedded && !this.recovering && !this.db.embedded.pid()) {
      this.recovering = this.restartEmbedded().finally(() => {
        this.recovering = null;
      });
    }
  }

  private markUp(): void {
    this.up = true;
    this.log(`database available again after ${this.downSeconds().toFixed(1)} s`);
    this.downSince = null;
    for (const hook of this.recoveredHooks) {
      try {
        hook();
      } catch (err) {
        this.log(`database recovery hook: ${(err as Error).message}`);
      }
    }
  }

  private async restartEmbedded(): Promise<void> {
    let lastError: Error = new Error('unknown');
    for (let attempt = 1; attempt <= this.maxRestarts && !this.stopped; attempt += 1) {
      try {
        this.log(`restarting the embedded PostgreSQL (attempt ${attempt} of ${this.maxRestarts})`);
        await this.db.embedded!.restart();
        this.restarts += 1;
        this.markUp();
        return;
      } catch (err) {
        lastError = err instanceof Error ? err : new Error(String(err ?? 'postgres exited during start'));
        this.log(`restart ${attempt} failed: ${lastError.message}`);
        await new Promise((r) => setTimeout(r, 500 * attempt));
      }
    }
    if (!this.stopped)
      this.onFatal(new Error(`the embedded PostgreSQL could not be restarted ${this.maxRestarts} times in a row (${lastError.message})`));
  }
}
