import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 29, retries never duplicate (pipeline/idempotency.ts, docs/integrating.md): one row per caller and
 * Idempotency-Key, with a hash of the request and, once it answered, its status and body, kept 24 hours. A row
 * without a status is a request still running.
 */
export class Migration20261129101000_idempotency_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table idempotency_keys (
      caller text not null,
      key text not null,
      request_hash text not null,
      status integer,
      body text,
      content_type text,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      primary key (caller, key)
    );`);
    this.addSql('create index idempotency_keys_expires_idx on idempotency_keys (expires_at);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table idempotency_keys;');
  }
}
