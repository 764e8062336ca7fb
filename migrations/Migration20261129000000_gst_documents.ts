import { Migration } from '@mikro-orm/migrations';

/** The columns every numbered document shares (as in Migration20261125112000_invoices). */
const NUMBERED_COLUMNS = `id uuid primary key default gen_random_uuid(),
      created_at timestamptz not null default now(),
      number varchar(16) not null unique,
      financial_year varchar(5) not null,
      sequence integer not null,
      issued_on date not null,`;

/** A document's tax split, whole rupees (the sales register and GSTR-1 read these columns, never the jsonb). */
const TAX_COLUMNS = `taxable integer not null default 0,
      cgst integer not null default 0,
      sgst integer not null default 0,
      igst integer not null default 0,`;

/**
 * GST documents an accountant signs off (issue 31): business customers (GSTIN, legal name), a GST rate per car, the
 * invoice's Rule 46 snapshot (place of supply, recipient's GSTIN, signatory, the tax split and reimbursements apart),
 * Rule 53's fields on credit notes, debit notes (a charge after settlement, e.g. a challan), receipt vouchers for
 * advances (Rule 50) and refund vouchers (Rule 51), each series numbered like invoices.
 */
export class Migration20261129000000_gst_documents extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table users add column gstin varchar(15), add column business_name varchar(120);');
    this.addSql('alter table cars add column gst_rate smallint check (gst_rate between 0 and 40);');
    this.addSql('alter table trips add column recipient_address varchar(300);');
    this.addSql(`alter table invoices
      add column customer_gstin varchar(15),
      add column customer_business_name varchar(120),
      add column place_of_supply varchar(60),
      add column customer_language varchar(5) not null default 'en',
      add column signed_by varchar(120),
      add column cgst integer not null default 0,
      add column sgst integer not null default 0,
      add column igst integer not null default 0,
      add column reimbursements integer not null default 0;`);
    this.addSql(`alter table credit_notes add column taxable integer not null default 0, add column cgst integer not null default 0,
      add column sgst integer not null default 0, add column igst integer not null default 0,
      add column reimbursements integer not null default 0, add column issued_by varchar(120);`);
    this.addSql(`create table debit_notes (
      ${NUMBERED_COLUMNS}
      invoice_id uuid not null references invoices (id) on delete restrict,
      amount integer not null check (amount > 0),
      reason text not null,
      lines jsonb not null,
      ${TAX_COLUMNS}
      reimbursements integer not null default 0,
      issued_by varchar(120),
      unique (financial_year, sequence)
    );`);
    this.addSql('create index debit_notes_invoice_id_index on debit_notes (invoice_id);');
    this.addSql(`create table receipt_vouchers (
      ${NUMBERED_COLUMNS}
      booking_id uuid references bookings (id) on delete set null,
      customer_id uuid not null,
      customer_name varchar(120) not null,
      ledger_entry_id uuid not null unique,
      amount integer not null check (amount > 0),
      gst_rate smallint not null,
      place_of_supply varchar(60) not null,
      ${TAX_COLUMNS}
      unique (financial_year, sequence)
    );`);
    this.addSql('create index receipt_vouchers_booking_id_index on receipt_vouchers (booking_id);');
    this.addSql(`create table refund_vouchers (
      ${NUMBERED_COLUMNS}
      receipt_voucher_id uuid not null references receipt_vouchers (id) on delete restrict,
      ledger_entry_id uuid not null unique,
      amount integer not null check (amount > 0),
      ${TAX_COLUMNS}
      unique (financial_year, sequence)
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists refund_vouchers;');
    this.addSql('drop table if exists receipt_vouchers;');
    this.addSql('drop table if exists debit_notes;');
    this.addSql(`alter table credit_notes drop column taxable, drop column cgst, drop column sgst, drop column igst,
      drop column reimbursements, drop column issued_by;`);
    this.addSql(`alter table invoices drop column customer_gstin, drop column customer_business_name, drop column place_of_supply,
      drop column customer_language, drop column signed_by, drop column cgst, drop column sgst, drop column igst, drop column reimbursements;`);
    this.addSql('alter table trips drop column recipient_address;');
    this.addSql('alter table cars drop column gst_rate;');
    this.addSql('alter table users drop column gstin, drop column business_name;');
  }
}
