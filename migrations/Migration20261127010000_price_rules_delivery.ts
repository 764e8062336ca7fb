import { Migration } from '@mikro-orm/migrations';

/**
 * Price rules (issue 22): a rule adjusts the daily price of the days it covers (a date range and/or weekdays, all
 * cars or some) by a percentage or to a fixed daily price; the highest priority wins where rules overlap.
 * Doorstep delivery: a booking may ask for delivery at pick-up, collection at return, or both; the fee per leg is
 * part of its amount.
 */
export class Migration20261127010000_price_rules_delivery extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table price_rules (
      id uuid primary key,
      created_at timestamptz not null default now(),
      name varchar(80) not null,
      from_date date null,
      to_date date null,
      weekdays smallint[] not null default '{}',
      car_ids uuid[] not null default '{}',
      percent integer null check (percent between -90 and 300),
      daily_price integer null check (daily_price between 1 and 1000000),
      priority integer not null default 0,
      constraint price_rules_one_adjustment check (num_nonnulls(percent, daily_price) = 1),
      constraint price_rules_dates_in_order check (from_date is null or to_date is null or to_date >= from_date)
    );`);
    this.addSql(`alter table bookings
      add column delivery_fee integer not null default 0,
      add column pickup_address varchar(300) null,
      add column pickup_lat double precision null,
      add column pickup_lng double precision null,
      add column return_address varchar(300) null,
      add column return_lat double precision null,
      add column return_lng double precision null;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table price_rules;');
    this.addSql(`alter table bookings drop column delivery_fee, drop column pickup_address, drop column pickup_lat,
      drop column pickup_lng, drop column return_address, drop column return_lat, drop column return_lng;`);
  }
}
