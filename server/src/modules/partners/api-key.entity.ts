import { ArrayType, Entity, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { DateTimeResolver } from 'graphql-scalars';
import { BaseRecord } from '../common/base.entity.js';
import { ApiKeyScope } from './api-key.scopes.js';

/** A partner API key as staff see it. The key itself is shown once, at creation; only its SHA-256 is stored. */
@ObjectType({ description: 'A partner API key as staff see it; the key itself is shown only once, when it is created' })
@Entity({ tableName: 'api_keys' })
export class ApiKey extends BaseRecord {
  @Field(() => String, { description: 'Who the key is for, e.g. "Hotel Sayaji front desk"' })
  @Property({ type: 'string', length: 80 })
  name!: string;

  @Field(() => [ApiKeyScope], { description: 'What the key may do' })
  @Property({ type: ArrayType })
  scopes!: ApiKeyScope[];

  @Field(() => String, { description: 'The first characters of the key (rk_ and four more), to tell keys apart' })
  @Property({ type: 'string', length: 12 })
  prefix!: string;

  @Property({ type: 'string', length: 64, hidden: true })
  keyHash!: string;

  @Field(() => DateTimeResolver, { nullable: true, description: 'Last request made with the key (to the minute); null if never used' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastUsedAt?: Date | null = null;

  @Field(() => DateTimeResolver, { nullable: true, description: 'When staff revoked the key; a revoked key is refused at once' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt?: Date | null = null;
}
