import { Migration } from '@mikro-orm/migrations';

/** Issue 24: a blog's optional Hindi heading and content, shown on the Hindi site when present. */
export class Migration20261128001000_hindi_content extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table blogs add column heading_hi varchar(200), add column content_hi text;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table blogs drop column heading_hi, drop column content_hi;');
  }
}
