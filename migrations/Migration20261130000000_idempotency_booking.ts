import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 33: a booking's Idempotency-Key is written by the booking's own statement (bookings/booking-key.ts), with the
 * booking it made; a retry answers that booking as it stands, not a stored body. The key's primary key (caller, key)
 * stays the final guard against a second booking under one key. No index on booking_id: a booking is deleted only with
 * its account, rarely, and each keyed booking then writes one index entry fewer.
 */
export class Migration20261130000000_idempotency_booking extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table idempotency_keys add column booking_id uuid null references bookings (id) on delete cascade;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table idempotency_keys drop column booking_id;');
  }
}
