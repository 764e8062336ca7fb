import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 24: the customer's language ('en' or 'hi') on the profile, and on a sign-in request the language the code
 * mail was asked for in (null: the account's, else English). Sign-in copies a request's language to the account.
 */
export class Migration20261128000000_language extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table users add column language text not null default 'en' check (language in ('en', 'hi'));`);
    this.addSql(`alter table otp_challenges add column language text check (language in ('en', 'hi'));`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table otp_challenges drop column language;');
    this.addSql('alter table users drop column language;');
  }
}
