import { Migration } from '@mikro-orm/migrations';

/**
 * Money that moves (docs/decisions.md, Payments). `payments` are the acts customers and staff see (a UPI claim, a
 * Razorpay order, a refund to make) and change state; `ledger_entries` is the accountant's book: one row per rupee
 * movement, never updated or deleted (a trigger refuses both, a correction is a new row), with no foreign key so
 * the money's history outlives a deleted customer or booking. A booking's paid and refunded amounts are sums of its
 * ledger rows. `accepted_at` is set by the database when a booking becomes Accepted (the advance falls due then).
 */
export class Migration20261125130000_payments_ledger extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table payments (
      id uuid primary key,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      booking_id uuid not null references bookings (id) on update cascade on delete cascade,
      purpose text not null check (purpose in ('ADVANCE', 'BALANCE', 'REFUND')),
      method text not null check (method in ('UPI', 'RAZORPAY', 'CASH', 'CARD')),
      amount integer not null check (amount > 0),
      status text not null check (status in ('DUE', 'CLAIMED', 'CONFIRMED', 'FAILED', 'REFUND_DUE', 'REFUNDED')),
      reference text,
      razorpay_order_id text unique,
      razorpay_payment_id text unique,
      razorpay_refund_id text unique,
      note text,
      recorded_by text
    );`);
    this.addSql('create index payments_booking_idx on payments (booking_id);');
    this.addSql(`create index payments_open_idx on payments (status, created_at) where status in ('CLAIMED', 'REFUND_DUE');`);
    // A UTR (or any payment reference) is accepted once only across all payments; a rejected claim frees it.
    this.addSql(
      `create unique index payments_reference_unique on payments (method, reference) where reference is not null and status <> 'FAILED';`,
    );

    this.addSql(`create table ledger_entries (
      id uuid primary key,
      created_at timestamptz not null default now(),
      booking_id uuid not null,
      payment_id uuid,
      kind text not null check (kind in ('PAYMENT', 'REFUND', 'DEPOSIT_HELD', 'DEPOSIT_RELEASED', 'DEDUCTION')),
      method text not null check (method in ('UPI', 'RAZORPAY', 'CASH', 'CARD', 'DEPOSIT')),
      amount integer not null check (amount > 0),
      reference text,
      recorded_by text not null,
      note text
    );`);
    this.addSql('create index ledger_entries_booking_idx on ledger_entries (booking_id);');
    this.addSql('create index ledger_entries_created_idx on ledger_entries (created_at);');
    // Two confirmations of one payment (the browser and the webhook, two staff) record it once.
    this.addSql('create unique index ledger_entries_once on ledger_entries (kind, method, reference) where reference is not null;');
    this.addSql(`create function ledger_is_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'ledger rows are never changed or deleted; record a correction as a new row' using errcode = '55000';
      end $$;`);
    this.addSql(`create trigger ledger_entries_append_only before update or delete on ledger_entries
      for each row execute function ledger_is_append_only();`);
    this.addSql(`create trigger ledger_entries_no_truncate before truncate on ledger_entries
      for each statement execute function ledger_is_append_only();`);

    // Razorpay webhook events already handled (a replay changes nothing).
    this.addSql(`create table razorpay_events (id text primary key, received_at timestamptz not null default now());`);
    // One reminder mail about unpaid advances per city day, whichever node sends it.
    this.addSql(`create table payment_reminders (day date primary key, sent_at timestamptz not null default now());`);

    this.addSql('alter table bookings add column accepted_at timestamptz;');
    this.addSql(`update bookings set accepted_at = updated_at where status in ('Accepted', 'Completed');`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table bookings drop column accepted_at;');
    this.addSql('drop table payment_reminders; drop table razorpay_events;');
    this.addSql('drop table ledger_entries; drop function ledger_is_append_only();');
    this.addSql('drop table payments;');
  }
}
