import { Migration } from '@mikro-orm/migrations';

/** Webhook endpoints and their delivery log (deliveries themselves travel through the outbox). */
export class Migration20261122191500_webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table webhook_endpoints (
      id uuid primary key,
      created_at timestamptz not null default now(),
      url varchar(500) not null,
      events text[] not null check (cardinality(events) > 0),
      secret varchar(80) not null,
      disabled_at timestamptz null,
      disabled_reason text null
    );`);
    this.addSql(`create table webhook_deliveries (
      id uuid primary key,
      created_at timestamptz not null default now(),
      endpoint_id uuid not null references webhook_endpoints (id) on delete cascade,
      event_id uuid not null,
      event_type varchar(40) not null,
      body text not null,
      status varchar(12) not null default 'pending' check (status in ('pending', 'delivered', 'failed', 'skipped')),
      attempts integer not null default 0,
      last_status_code integer null,
      last_error text null,
      last_attempt_at timestamptz null,
      unique (event_id, endpoint_id)
    );`);
    this.addSql(`create index webhook_deliveries_endpoint_id_created_at_index on webhook_deliveries (endpoint_id, created_at);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists webhook_deliveries;');
    this.addSql('drop table if exists webhook_endpoints;');
  }
}
