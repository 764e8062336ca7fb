import { Migration } from '@mikro-orm/migrations';

/**
 * Customer documents (issue 20, KYC): one licence and one ID proof per customer, reviewed by staff. For Aadhaar
 * only the last 4 digits are kept (number is null). Images are private storage keys; rows go with the account.
 */
export class Migration20261125110000_documents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table documents (
      id uuid not null primary key,
      created_at timestamptz not null default now(),
      owner_id uuid not null references users (id) on update cascade on delete cascade,
      kind text check (kind in ('DRIVING_LICENCE', 'ID_PROOF')) not null,
      id_type text check (id_type in ('AADHAAR', 'PASSPORT', 'VOTER_ID')) null,
      number varchar(30) null,
      number_last4 varchar(4) not null,
      date_of_birth date null,
      issued_on date null,
      expires_on date null,
      status text check (status in ('PENDING', 'VERIFIED', 'REJECTED')) not null default 'PENDING',
      reason text null,
      reviewed_by varchar(254) null,
      reviewed_at timestamptz null,
      front_key varchar(120) not null,
      back_key varchar(120) null,
      constraint documents_aadhaar_number_never_kept check (id_type is distinct from 'AADHAAR' or number is null)
    );`);
    this.addSql('create unique index documents_owner_id_kind_unique on documents (owner_id, kind);');
    this.addSql('create index documents_status_created_at_index on documents (status, created_at);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table documents;');
  }
}
