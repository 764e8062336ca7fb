import { Migration } from '@mikro-orm/migrations';

/** The columns both numbered documents share: ID/26-27/000123 is (financial_year 26-27, sequence 123). */
const NUMBERED_COLUMNS = `id uuid primary key default gen_random_uuid(),
      created_at timestamptz not null default now(),
      number varchar(16) not null unique,
      financial_year varchar(5) not null,
      sequence integer not null,
      issued_on date not null,`;

/**
 * GST invoices and credit notes (issue 20): one counter row per (series, financial year), taken inside the settling
 * transaction with INSERT … ON CONFLICT … RETURNING (a row lock until commit), so numbers never repeat or skip.
 */
export class Migration20261125112000_invoices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table document_counters (
      series varchar(4) not null,
      financial_year varchar(5) not null,
      last_number integer not null check (last_number > 0),
      primary key (series, financial_year)
    );`);
    this.addSql(`create table invoices (
      ${NUMBERED_COLUMNS}
      booking_id uuid unique references bookings (id) on delete set null,
      customer_id uuid not null,
      customer_name varchar(120) not null,
      customer_email varchar(254) not null,
      customer_phone varchar(20) not null,
      customer_address varchar(300),
      customer_state varchar(60),
      bill jsonb not null,
      tax_invoice boolean not null,
      taxable integer not null,
      tax integer not null,
      total integer not null,
      payment_method varchar(40) not null,
      payment_reference varchar(120),
      unique (financial_year, sequence)
    );`);
    this.addSql(`create table credit_notes (
      ${NUMBERED_COLUMNS}
      invoice_id uuid not null references invoices (id) on delete restrict,
      amount integer not null check (amount > 0),
      reason text not null,
      lines jsonb,
      unique (financial_year, sequence)
    );`);
    this.addSql('create index credit_notes_invoice_id_index on credit_notes (invoice_id);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists credit_notes;');
    this.addSql('drop table if exists invoices;');
    this.addSql('drop table if exists document_counters;');
  }
}
