import { Migration } from '@mikro-orm/migrations';

/** Partner API keys (stored as SHA-256) and the bookings each key made. */
export class Migration20261122190000_api_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table api_keys (
      id uuid primary key,
      created_at timestamptz not null default now(),
      name varchar(80) not null check (length(trim(name)) > 0),
      scopes text[] not null check (cardinality(scopes) > 0 and scopes <@ array['catalogue:read', 'bookings:read', 'bookings:write']),
      prefix varchar(12) not null,
      key_hash varchar(64) not null unique,
      last_used_at timestamptz null,
      revoked_at timestamptz null
    );`);
    this.addSql(`create table partner_bookings (
      booking_id uuid primary key references bookings (id) on delete cascade,
      api_key_id uuid not null references api_keys (id) on delete cascade
    );`);
    this.addSql(`create index partner_bookings_api_key_id_idx on partner_bookings (api_key_id);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists partner_bookings;');
    this.addSql('drop table if exists api_keys;');
  }
}
