import { Entity, Enum, Index, ManyToOne, Property, Unique, type Opt } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { DateTimeResolver } from 'graphql-scalars';
import { BaseRecord } from '../common/base.entity.js';
import type { FileKeys } from '../common/private-files.js';
import { User } from '../users/user.entity.js';
import { DocumentKind, DocumentStatus, IdProofType } from './document.enums.js';

/**
 * A customer's driving licence or ID proof (KYC). One per kind and customer: a new upload replaces the previous
 * one. For Aadhaar only the last 4 digits are kept (number stays null). The images are private files, sealed
 * with keys of their own (fileKeys), read only through `documentImage` by the owner and staff.
 */
@ObjectType('Document', { description: "A customer's driving licence or ID proof, checked by staff before the handover" })
@Entity({ tableName: 'documents' })
@Unique({ properties: ['owner', 'kind'] })
@Index({ properties: ['status', 'createdAt'] })
export class CustomerDocument extends BaseRecord {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  owner!: User;

  @Field(() => DocumentKind, { description: 'Licence or ID proof' })
  @Enum({ items: () => DocumentKind })
  kind!: DocumentKind;

  @Field(() => IdProofType, { nullable: true, description: 'ID proofs only' })
  @Enum({ items: () => IdProofType, nullable: true })
  idType: IdProofType | null = null;

  /** The full number for licences, passports and voter IDs; always null for Aadhaar. Shown to staff only. */
  @Property({ type: 'string', length: 30, nullable: true })
  number: string | null = null;

  @Field(() => String, { description: "The number's last 4 letters or digits (all that is kept of an Aadhaar number)" })
  @Property({ type: 'string', length: 4 })
  numberLast4!: string;

  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' })
  @Property({ type: 'date', nullable: true })
  dateOfBirth: string | null = null;

  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' })
  @Property({ type: 'date', nullable: true })
  issuedOn: string | null = null;

  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' })
  @Property({ type: 'date', nullable: true })
  expiresOn: string | null = null;

  @Field(() => DocumentStatus, { description: 'PENDING, VERIFIED or REJECTED (with a reason)' })
  @Enum({ items: () => DocumentStatus, default: DocumentStatus.PENDING })
  status: DocumentStatus & Opt = DocumentStatus.PENDING;

  @Field(() => String, { nullable: true, description: 'Why staff rejected it' })
  @Property({ type: 'text', nullable: true })
  reason: string | null = null;

  /** The id of the admin who decided. */
  @Property({ type: 'string', length: 254, nullable: true })
  reviewedBy: string | null = null;

  @Field(() => DateTimeResolver, { nullable: true, description: 'When staff decided' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  reviewedAt: Date | null = null;

  /** Null once staff removed the image ("Aadhaar not masked"). */
  @Property({ type: 'string', length: 120, nullable: true })
  frontKey: string | null = null;

  @Property({ type: 'string', length: 120, nullable: true })
  backKey: string | null = null;

  /** Each image's own AES-256-GCM key (common/private-files.ts); never in a backup. */
  @Property({ type: 'json' })
  fileKeys: FileKeys & Opt = {};
}
