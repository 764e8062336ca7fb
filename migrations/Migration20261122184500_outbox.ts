import { Migration } from '@mikro-orm/migrations';

/** The durable outbox (server/src/modules/outbox): side effects written with the change that promises them. */
export class Migration20261122184500_outbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table outbox (
      id uuid primary key,
      created_at timestamptz not null default now(),
      kind varchar(40) not null,
      payload jsonb not null,
      attempts integer not null default 0,
      run_at timestamptz not null default now(),
      last_error text,
      sent_at timestamptz,
      failed_at timestamptz
    );`);
    this.addSql(`create index outbox_due_index on outbox (run_at) where sent_at is null and failed_at is null;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists outbox;');
  }
}
