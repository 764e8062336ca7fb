import { Migration } from '@mikro-orm/migrations';

/**
 * Every booking keeps what it was quoted (amount, advance) and, once cancelled, what the policy charged and refunds.
 * Bookings made before prices existed get the Daily price of their period at the car's current price.
 */
export class Migration20261122193000_booking_amounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table bookings
      add column amount integer check (amount >= 0),
      add column advance integer check (advance >= 0),
      add column cancellation_charge integer check (cancellation_charge >= 0),
      add column refund_amount integer check (refund_amount >= 0);`);
    this.addSql(`update bookings b set
        amount = greatest(1, ceil(extract(epoch from (upper(b.period) - lower(b.period))) / 86400))::int * c.price,
        advance = least(greatest(1, ceil(extract(epoch from (upper(b.period) - lower(b.period))) / 86400))::int * c.price, c.price)
      from cars c where c.id = b.car_id;`);
    this.addSql(`alter table bookings alter column amount set not null, alter column advance set not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table bookings drop column amount, drop column advance, drop column cancellation_charge, drop column refund_amount;`,
    );
  }
}
