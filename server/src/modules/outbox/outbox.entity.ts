import { Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { BaseRecord } from '../common/base.entity.js';

/**
 * A side effect (a mail, a webhook) promised by a committed transaction: written in the caller's transaction,
 * carried out after the commit by the OutboxWorker, retried with backoff until it succeeds or runs out of attempts.
 */
@Entity({ tableName: 'outbox' })
@Index({
  name: 'outbox_due_index',
  expression: 'create index outbox_due_index on outbox (run_at) where sent_at is null and failed_at is null',
})
export class OutboxMessage extends BaseRecord {
  /** Which registered handler carries it out, e.g. 'mail'. */
  @Property({ type: 'string', length: 40 })
  kind!: string;

  @Property({ type: 'json' })
  payload!: Record<string, unknown>;

  /** Attempts started so far (counted when a worker claims the row). */
  @Property({ type: 'integer', default: 0 })
  attempts: number & Opt = 0;

  /** When it is next due; a claimed row is pushed one lease ahead, so a crashed worker's row comes back. */
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  runAt: Date & Opt = new Date();

  @Property({ type: 'text', nullable: true })
  lastError?: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  sentAt?: Date | null = null;

  /** Set when the last attempt failed: it is kept for staff to read, never tried again. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  failedAt?: Date | null = null;
}
