import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 28: private files are sealed, each with its own AES-256-GCM key kept in the row that names it
 * (`file_keys`: stored name -> base64 key; deleting the entry or the row shreds the file in every copy). A document's
 * front image may be gone while its row stays ("Aadhaar not masked" deletes the image at once). The files themselves
 * move out of UPLOAD_DIR at the next start (modules/common/private-files-move.ts). A trip keeps the reason staff gave
 * when the booking's driver did not match the verified licence.
 */
export class Migration20261129000028_private_files extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table documents add column file_keys jsonb not null default '{}';`);
    this.addSql(`alter table documents alter column front_key drop not null;`);
    this.addSql(`alter table trips add column file_keys jsonb not null default '{}';`);
    // The driver is the licence holder: a mismatch staff confirmed at the handover, with their reason.
    this.addSql(`alter table trips add column driver_mismatch_reason text;`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table trips drop column driver_mismatch_reason;');
    this.addSql('alter table trips drop column file_keys;');
    this.addSql(`delete from documents where front_key is null;`);
    this.addSql('alter table documents alter column front_key set not null;');
    this.addSql('alter table documents drop column file_keys;');
  }
}
