import { Migration } from '@mikro-orm/migrations';

/**
 * Ending a session is the database's business, however the row changes (the app, a restore, or SQL by hand): deleting
 * an admin or a customer, or changing an admin's password or session version, NOTIFYs SESSION_REVOKED on the pubsub's
 * channel (graphql/pg-event-target.ts) at commit, and every process closes that account's sockets. A new password
 * bumps the session version, so tokens signed before it end too. `from_config` marks the admin ADMIN_EMAIL created,
 * which a later ADMIN_EMAIL replaces (modules/admin/admin-bootstrap.ts).
 */
export class Migration20261125031000_session_revocation_triggers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function notify_session_ended() returns trigger language plpgsql as $$
      begin
        perform pg_notify('app_events', json_build_object('topic', 'SESSION_REVOKED',
          'detail', json_build_object('role', tg_argv[0], 'ids', json_build_array(old.id)))::text);
        return null;
      end $$;`);
    this.addSql(`create function bump_admin_session_version() returns trigger language plpgsql as $$
      begin
        new.session_version := old.session_version + 1;
        return new;
      end $$;`);
    this.addSql(`create trigger admins_password_changed before update of password_hash on admins for each row
      when (old.password_hash is distinct from new.password_hash) execute function bump_admin_session_version();`);
    this.addSql(`create trigger admins_session_ended after delete on admins for each row execute function notify_session_ended('ADMIN');`);
    // WHEN sees the row as the BEFORE trigger left it (an "update of session_version" trigger would not fire then).
    this.addSql(`create trigger admins_session_version_changed after update on admins for each row
      when (old.session_version is distinct from new.session_version) execute function notify_session_ended('ADMIN');`);
    this.addSql(`create trigger users_session_ended after delete on users for each row execute function notify_session_ended('CUSTOMER');`);
    this.addSql('alter table admins add column from_config boolean not null default false;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table admins drop column if exists from_config;');
    this.addSql('drop trigger if exists users_session_ended on users;');
    this.addSql('drop trigger if exists admins_session_version_changed on admins;');
    this.addSql('drop trigger if exists admins_session_ended on admins;');
    this.addSql('drop trigger if exists admins_password_changed on admins;');
    this.addSql('drop function if exists bump_admin_session_version();');
    this.addSql('drop function if exists notify_session_ended();');
  }
}
