import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 29, money invariants (docs/payments.md, Invariants). A refund names the ledger row it gives back
 * (`refunds_entry_id`: a PAYMENT or a DEDUCTION), so no payment is refunded beyond what it brought; WITHDRAWN is a
 * refund no longer owed (the booking was accepted again) or an order closed because the due was paid another way.
 * `money_references` holds every UTR, slip, receipt, Razorpay id and refund reference once, normalised, whatever used
 * it (a claim, a counter payment, a settlement, a refund): a rejected claim frees its row.
 */
export class Migration20261129100000_money_integrity extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table payments add column refunds_entry_id uuid;');
    this.addSql('create index payments_refunds_entry_idx on payments (refunds_entry_id) where refunds_entry_id is not null;');
    this.addSql('alter table payments drop constraint payments_status_check;');
    this.addSql(`alter table payments add constraint payments_status_check
      check (status in ('DUE', 'CLAIMED', 'CONFIRMED', 'FAILED', 'REFUND_DUE', 'REFUNDED', 'WITHDRAWN'));`);
    this.addSql(`create table money_references (
      reference text primary key,
      created_at timestamptz not null default now(),
      use text not null,
      booking_id uuid not null,
      payment_id uuid
    );`);
    // What the book already holds keeps its reference (the first use wins).
    this.addSql(`insert into money_references (reference, use, booking_id, payment_id, created_at)
      select upper(regexp_replace(reference, '[\\s-]', '', 'g')), 'payment', booking_id, id, created_at from payments
       where reference is not null and status <> 'FAILED'
      union all
      select upper(regexp_replace(reference, '[\\s-]', '', 'g')), lower(kind::text), booking_id, payment_id, created_at from ledger_entries
       where reference is not null and kind in ('PAYMENT', 'REFUND')
      order by created_at
      on conflict (reference) do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table money_references;');
    this.addSql(`update payments set status = 'FAILED' where status = 'WITHDRAWN';`);
    this.addSql('alter table payments drop constraint payments_status_check;');
    this.addSql(`alter table payments add constraint payments_status_check
      check (status in ('DUE', 'CLAIMED', 'CONFIRMED', 'FAILED', 'REFUND_DUE', 'REFUNDED'));`);
    this.addSql('drop index payments_refunds_entry_idx;');
    this.addSql('alter table payments drop column refunds_entry_id;');
  }
}
