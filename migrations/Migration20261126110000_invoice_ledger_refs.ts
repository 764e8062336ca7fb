import { Migration } from '@mikro-orm/migrations';

/**
 * Invoices and credit notes name their money (issue 21): an invoice the ledger rows of its booking when it was issued
 * (advance, deposit held, deduction, payment, deposit released), a credit note the refund it made due (its ledger row
 * is written when the refund is paid, with that payment's id).
 */
export class Migration20261126110000_invoice_ledger_refs extends Migration {
  override async up(): Promise<void> {
    this.addSql("alter table invoices add column ledger_entry_ids uuid[] not null default '{}';");
    this.addSql('alter table credit_notes add column refund_payment_id uuid;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table credit_notes drop column refund_payment_id;');
    this.addSql('alter table invoices drop column ledger_entry_ids;');
  }
}
