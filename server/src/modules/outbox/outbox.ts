import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { OutboxMessage } from './outbox.entity.js';

/** Carries out one message of its kind; throwing means "try again later". */
export type OutboxHandler<P = Record<string, unknown>> = (
  payload: P,
  context: { em: EntityManager; id: string; attempt: number },
) => Promise<void>;

export interface OutboxOptions {
  /** How often an idle worker looks for due rows (other processes' messages, retries); default 1 s. */
  pollMs?: number;
  /** The first retry's delay; each later one doubles it, up to maxDelayMs. Default 10 s. */
  retryBaseMs?: number;
  /** Default 1 hour. */
  maxDelayMs?: number;
  /** After this many failed attempts the message is marked failed. Default 10. */
  maxAttempts?: number;
  /** A claimed row comes back after this long if its worker died mid-attempt. Default 5 minutes. */
  leaseMs?: number;
  /** Rows claimed at once. Default 10. */
  batch?: number;
  /** Sent messages are deleted this long after sending (failed ones are kept). Default 7 days. */
  keepSentMs?: number;
  log?: (msg: string) => void;
}

/**
 * Thrown (or any error with `unreachable: true`) by a handler whose far side cannot be reached at all (the SMTP server
 * refuses the connection): the kind is not claimed again until this message's retry is due, so an outage costs one
 * attempt per retry delay instead of a load, a connection, an update and a log line for every message behind it.
 */
export function isUnreachable(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { unreachable?: unknown }).unreachable === true;
}

/** A kind's own retry schedule (webhooks retry for a day), over the outbox's defaults. */
export type RetryPolicy = Partial<Pick<OutboxOptions, 'retryBaseMs' | 'maxDelayMs' | 'maxAttempts'>>;

const PRUNE_EVERY_MS = 3_600_000;

interface Claimed {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/** The delay before attempt `attempts + 1`, after `attempts` failures: base, 2·base, 4·base, … capped. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * The durable outbox: `enqueue` inside the caller's transaction, handlers registered by kind, one worker per
 * process claiming due rows with FOR UPDATE SKIP LOCKED (so any number of processes share the table), retries
 * with exponential backoff, the attempts and last error kept on the row.
 */
export class Outbox {
  private readonly handlers = new Map<string, OutboxHandler<never>>();
  private readonly policies = new Map<string, RetryPolicy>();
  private readonly options: Required<Omit<OutboxOptions, 'log'>>;
  private readonly log: (msg: string) => void;
  private running: Promise<void> | null = null;
  private stopped = false;
  private wakeUp: (() => void) | null = null;
  private poked = false;
  /** Kinds whose far side was unreachable, and when they are claimed again. */
  private readonly pausedUntil = new Map<string, number>();

  constructor(
    private readonly orm: MikroORM,
    options: OutboxOptions = {},
  ) {
    this.options = {
      pollMs: options.pollMs ?? 1000,
      retryBaseMs: options.retryBaseMs ?? 10_000,
      maxDelayMs: options.maxDelayMs ?? 3_600_000,
      maxAttempts: options.maxAttempts ?? 10,
      leaseMs: options.leaseMs ?? 300_000,
      batch: options.batch ?? 10,
      keepSentMs: options.keepSentMs ?? 7 * 86_400_000,
    };
    this.log = options.log ?? console.log;
  }

  register<P>(kind: string, handler: OutboxHandler<P>, policy: RetryPolicy = {}): void {
    if (this.handlers.has(kind)) throw new Error(`outbox kind ${kind} is registered twice`);
    this.handlers.set(kind, handler as OutboxHandler<never>);
    this.policies.set(kind, policy);
  }

  /** How many attempts a kind gets (its handler may act on the last one, e.g. disable a webhook endpoint). */
  maxAttempts(kind: string): number {
    return this.policies.get(kind)?.maxAttempts ?? this.options.maxAttempts;
  }

  /**
   * Adds a message to `em`'s unit of work: it is written by the caller's flush or commit, so it exists exactly when
   * the caller's change does. Call `wake()` after the commit to carry it out at once.
   */
  enqueue(em: EntityManager, kind: string, payload: Record<string, unknown>): OutboxMessage {
    if (!this.handlers.has(kind)) throw new Error(`outbox kind ${kind} has no handler`);
    return em.create(OutboxMessage, { kind, payload });
  }

  /** For single-statement writers: SQL inserting one message, with its two parameters (kind, payload JSON). */
  static insertSql(payloadSql = '?::jsonb'): string {
    return `insert into outbox (id, kind, payload) values (gen_random_uuid(), ?, ${payloadSql})`;
  }

  /** For single-statement writers: SQL inserting one message of `kind` (a constant) for each row of `from`. */
  static insertFromSql(kind: string, payloadSql: string, from: string): string {
    return `insert into outbox (id, kind, payload) select gen_random_uuid(), '${kind}', ${payloadSql} from ${from}`;
  }

  /** Looks for due rows now rather than at the next poll (call it after a commit that enqueued). */
  wake(): void {
    this.poked = true;
    this.wakeUp?.();
  }

  start(): void {
    if (this.running || this.stopped) return;
    this.running = this.loop();
  }

  /** Finishes the attempt in flight, then stops; rows not yet done stay for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeUp?.();
    await this.running;
  }

  /** Claims due rows once and carries them out; answers how many were claimed. */
  async runOnce(): Promise<number> {
    const em = this.orm.em.fork();
    const { batch, leaseMs } = this.options;
    const now = Date.now();
    const kinds = [...this.handlers.keys()].filter((k) => (this.pausedUntil.get(k) ?? 0) <= now);
    if (!kinds.length) return 0;
    const rows = await em.getConnection().execute<Claimed[]>(
      `with due as (
         select id from outbox where sent_at is null and failed_at is null and run_at <= now() and kind in (${kinds.map(() => '?').join(', ')})
         order by run_at limit ? for update skip locked
       )
       update outbox o set attempts = o.attempts + 1, run_at = now() + (? * interval '1 millisecond')
       from due where o.id = due.id
       returning o.id, o.kind, o.payload, o.attempts`,
      [...kinds, batch, leaseMs],
    );
    const released: string[] = [];
    for (const row of rows) {
      if (this.stopped && this.running) break; // unclaimed in effect: the lease brings it back
      if ((this.pausedUntil.get(row.kind) ?? 0) > Date.now()) released.push(row.id);
      else await this.attempt(row);
    }
    // Claimed behind a message that found its kind unreachable: back as they were, due when the kind is claimed again.
    if (released.length)
      await em
        .getConnection()
        .execute('update outbox set attempts = attempts - 1, run_at = now() where id in (?)', [released])
        .catch((e: Error) => this.log(`outbox: could not release ${released.length} messages: ${e.message}`));
    return rows.length;
  }

  private async attempt(row: Claimed): Promise<void> {
    const conn = this.orm.em.getConnection();
    try {
      const handler = this.handlers.get(row.kind);
      if (!handler) throw new Error(`no handler for outbox kind ${row.kind}`);
      await handler(row.payload as never, { em: this.orm.em.fork(), id: row.id, attempt: row.attempts });
      await conn.execute('update outbox set sent_at = now(), last_error = null where id = ?', [row.id]);
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
      const { retryBaseMs, maxDelayMs, maxAttempts } = { ...this.options, ...this.policies.get(row.kind) };
      const last = row.attempts >= maxAttempts;
      const delay = retryDelay(row.attempts, retryBaseMs, maxDelayMs);
      if (isUnreachable(err)) this.pausedUntil.set(row.kind, Date.now() + delay);
      await conn
        .execute(
          `update outbox set last_error = ?, run_at = now() + (? * interval '1 millisecond'), failed_at = ${last ? 'now()' : 'null'} where id = ?`,
          [message, delay, row.id],
        )
        .catch((e: Error) => this.log(`outbox: could not record a failure of ${row.id}: ${e.message}`));
      this.log(
        `outbox: ${row.kind} ${row.id} attempt ${row.attempts} failed${last ? ' (giving up)' : `, retry in ${Math.round(delay / 1000)} s`}: ${message}`,
      );
    }
  }

  /** Deletes messages sent longer ago than keepSentMs; answers how many. Failed messages stay for staff to read. */
  async prune(): Promise<number> {
    const rows = await this.orm.em
      .getConnection()
      .execute<{ id: string }[]>(`delete from outbox where sent_at < now() - (? * interval '1 millisecond') returning id`, [
        this.options.keepSentMs,
      ]);
    return rows.length;
  }

  private async loop(): Promise<void> {
    let prunedAt = 0;
    while (!this.stopped) {
      if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await this.prune().catch((err: Error) => this.log(`outbox: prune failed: ${err.message}`));
      }
      this.poked = false;
      let claimed = 0;
      try {
        claimed = await this.runOnce();
      } catch (err) {
        if (!this.stopped) this.log(`outbox: ${(err as Error).message}`);
      }
      if (this.stopped) break;
      if (claimed >= this.options.batch || this.poked) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollMs);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = null;
    }
  }
}
