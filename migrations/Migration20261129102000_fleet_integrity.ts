import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 29, the car's real state: each car's registration number (unique when given), the deposit's method and
 * reference when held and when it goes back, staff's reason for a handover odometer below the last return, and the
 * overdue watch's record of whom it has told (once per booking and kind).
 */
export class Migration20261129102000_fleet_integrity extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table cars add column registration_number varchar(20);');
    this.addSql('create unique index cars_registration_number_unique on cars (registration_number) where registration_number is not null;');
    this.addSql(`alter table trips add column deposit_method varchar(10), add column deposit_reference varchar(120),
      add column deposit_return_method varchar(10), add column deposit_return_reference varchar(120), add column odometer_correction text;`);
    this.addSql(`create table trip_alerts (
      booking_id uuid not null references bookings (id) on delete cascade,
      kind varchar(20) not null,
      late_booking_id uuid not null references bookings (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (booking_id, kind)
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table trip_alerts;');
    this.addSql(`alter table trips drop column deposit_method, drop column deposit_reference, drop column deposit_return_method,
      drop column deposit_return_reference, drop column odometer_correction;`);
    this.addSql('alter table cars drop column registration_number;');
  }
}
