import { Migration } from '@mikro-orm/migrations';

/** Issue 31: the invoice's snapshot of the car rented, its name and registration number, printed under the booking. */
export class Migration20261129103000_invoice_car extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table invoices add column car_name varchar(120), add column car_registration varchar(20);');
  }

  override async down(): Promise<void> {
    this.addSql('alter table invoices drop column car_name, drop column car_registration;');
  }
}
