import { Entity, Index, Property, Unique, type Opt } from '@mikro-orm/core';
import { BaseRecord } from '../common/base.entity.js';

/**
 * One e-mail sign-in attempt: the hashed 4-digit code and sign-in link, their expiry, the wrong tries so far, and
 * who asked for it (a new request ends only the same requester's open challenge).
 */
@Entity({ tableName: 'otp_challenges' })
@Index({ properties: ['email', 'createdAt'] })
@Unique({ properties: ['linkHash'] })
export class OtpChallenge extends BaseRecord {
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 120 })
  name!: string;

  @Property({ type: 'string', length: 20 })
  phone!: string;

  @Property({ type: 'string', length: 200, hidden: true })
  codeHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  sentAt!: Date;

  @Property({ type: 'integer', default: 0 })
  attempts: number & Opt = 0;

  /** SHA-256 of the mail's single-use sign-in link (null for challenges made before links existed). */
  @Property({ type: 'string', length: 64, nullable: true, hidden: true })
  linkHash?: string | null = null;

  /** The requester's IP: a code is compared with that requester's own latest challenge, and a new request ends only it. */
  @Property({ type: 'text', default: '' })
  requestedFrom: string & Opt = '';

  /** When it signed someone in, or its requester asked for a new one. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  consumedAt?: Date | null = null;
}
