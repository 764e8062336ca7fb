import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 32: a delivery address naming no known Indore locality is taken with a landmark near it, marked for staff to
 * confirm the area (bookings/delivery.ts).
 */
export class Migration20261129120000_delivery_area_to_confirm extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table bookings
      add column pickup_landmark varchar(120) null,
      add column pickup_area_to_confirm boolean not null default false,
      add column return_landmark varchar(120) null,
      add column return_area_to_confirm boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table bookings drop column pickup_landmark, drop column pickup_area_to_confirm,
      drop column return_landmark, drop column return_area_to_confirm;`);
  }
}
