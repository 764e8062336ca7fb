import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-in links and requesters (issue 9, lockout): every code mail also carries a single-use link (its SHA-256 in
 * link_hash) that signs in without spending the address's guessing budget, and each challenge remembers the IP
 * that asked for it, so a request from elsewhere no longer ends the owner's open code. phone_typed goes: a code
 * request never changes an existing account's phone any more (only the phone sent with a verified code does).
 */
export class Migration20261125030000_otp_sign_in_links extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table otp_challenges add column link_hash varchar(64) null;');
    this.addSql('create unique index otp_challenges_link_hash_unique on otp_challenges (link_hash);');
    this.addSql(`alter table otp_challenges add column requested_from text not null default '';`);
    this.addSql('alter table otp_challenges drop column phone_typed;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table otp_challenges add column phone_typed boolean not null default true;');
    this.addSql('alter table otp_challenges drop column requested_from;');
    this.addSql('drop index otp_challenges_link_hash_unique;');
    this.addSql('alter table otp_challenges drop column link_hash;');
  }
}
