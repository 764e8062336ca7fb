import { Entity, Property, type Opt } from '@mikro-orm/core';
import { BaseRecord } from '../common/base.entity.js';

/** A staff account for the admin panel. Never exposed over GraphQL. */
@Entity({ tableName: 'admins' })
export class Admin extends BaseRecord {
  @Property({ type: 'string', length: 254, unique: true })
  email!: string;

  @Property({ type: 'string', length: 200, hidden: true })
  passwordHash!: string;

  /** Signed into each admin token; a new password bumps it (a database trigger), which ends every token signed before. */
  @Property({ type: 'integer', default: 1, hidden: true })
  sessionVersion: number & Opt = 1;

  /** The account ADMIN_EMAIL created: removed at the next start if ADMIN_EMAIL names another. */
  @Property({ type: 'boolean', default: false, hidden: true })
  fromConfig: boolean & Opt = false;
}
