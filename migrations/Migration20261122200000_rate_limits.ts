import { Migration } from '@mikro-orm/migrations';

/**
 * Counters of the shared rate limiter (rate-limiter-flexible's RateLimiterPostgres layout): one row per
 * `<limit>:<key>`, its points and its expiry in epoch milliseconds. Every server process counts here.
 */
export class Migration20261122200000_rate_limits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table rate_limits (
      key text primary key,
      points integer not null default 0,
      expire bigint
    );`);
    this.addSql('create index rate_limits_expire_idx on rate_limits (expire);');
    // A resent code copies the last request's name and phone, which anyone may have typed: it never changes the
    // phone of an existing account (only a verified sign-in with the phone typed by the owner does).
    this.addSql('alter table otp_challenges add column phone_typed boolean not null default true;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table otp_challenges drop column if exists phone_typed;');
    this.addSql('drop table if exists rate_limits;');
  }
}
