import { Migration } from '@mikro-orm/migrations';

/** One row per finished backup (npm run backup or the daily one): the admin dashboard shows the last. */
export class Migration20261122193100_backup_runs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table backup_runs (
      id uuid primary key default gen_random_uuid(),
      finished_at timestamptz not null default now(),
      file text not null,
      bytes bigint not null,
      kind varchar(10) not null check (kind in ('manual', 'daily'))
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists backup_runs;');
  }
}
