import { Migration } from '@mikro-orm/migrations';

/** Admin tokens carry the session version they were signed with; bumping it (a new password) ends them all. */
export class Migration20261122200500_admin_sessions extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table admins add column session_version integer not null default 1;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table admins drop column if exists session_version;');
  }
}
