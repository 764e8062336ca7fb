import { Migration } from '@mikro-orm/migrations';

/**
 * The trip beside a booking (issue 20): the handover, the return, the bill and its settlement. One row per booking;
 * the booking's status stays SPEC's, and its trip stage is read from this row (bookings/booking.entity.ts).
 * Photo and signature keys are private files (modules/common/uploads.ts, PRIVATE_PREFIX).
 */
export class Migration20261126100000_trips extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table trips (
      id uuid primary key default gen_random_uuid(),
      created_at timestamptz not null default now(),
      booking_id uuid not null unique references bookings (id) on delete cascade,
      started_at timestamptz not null,
      started_by text not null,
      handover_odometer_km integer not null check (handover_odometer_km >= 0),
      handover_fuel_eighths smallint not null check (handover_fuel_eighths between 0 and 8),
      handover_photos text[] not null,
      signature_key text not null,
      originals_seen boolean not null check (originals_seen),
      deposit_held integer not null check (deposit_held >= 0),
      returned_at timestamptz,
      ended_by text,
      return_odometer_km integer check (return_odometer_km >= handover_odometer_km),
      return_fuel_eighths smallint check (return_fuel_eighths between 0 and 8),
      return_photos text[] not null default '{}',
      fees text[] not null default '{}',
      charges jsonb not null default '[]',
      waivers jsonb not null default '[]',
      bill jsonb,
      settled_at timestamptz,
      settled_by text,
      settle_method varchar(10),
      settle_reference varchar(120),
      check ((returned_at is null) = (bill is null)),
      check (settled_at is null or returned_at is not null)
    );`);
    // The Trips screen's lists: cars on trip and returns waiting for their bill.
    this.addSql('create index trips_open_index on trips (started_at) where settled_at is null;');
    // The customer's state decides CGST+SGST or IGST (OPERATOR_STATE); kept on the profile beside SPEC's fields.
    this.addSql('alter table users add column state varchar(60);');
  }

  override async down(): Promise<void> {
    this.addSql('alter table users drop column if exists state;');
    this.addSql('drop table if exists trips;');
  }
}
