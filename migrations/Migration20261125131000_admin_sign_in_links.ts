import { Migration } from '@mikro-orm/migrations';

/** Admin sign-in links already used (their token id): each works once (modules/admin/admin-sign-in-link.ts). */
export class Migration20261125131000_admin_sign_in_links extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table admin_sign_in_links (jti text primary key, admin_id uuid not null, used_at timestamptz not null default now());',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table admin_sign_in_links;');
  }
}
