import { Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { BaseRecord } from '../common/base.entity.js';

/** One e-mail sign-in attempt: the hashed 4-digit code, its expiry, and the wrong tries so far. */
@Entity({ tableName: 'otp_challenges' })
@Index({ properties: ['email', 'createdAt'] })
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

  /** False for a resent code (name and phone copied from the last request): an existing account keeps its phone. */
  @Property({ type: 'boolean', default: true })
  phoneTyped: boolean & Opt = true;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  consumedAt?: Date | null = null;
}
