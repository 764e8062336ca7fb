import { ArrayType, Entity, Index, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { DateTimeResolver } from 'graphql-scalars';
import { BaseRecord } from '../common/base.entity.js';
import { WebhookEventType } from '../common/events.js';

/** A URL staff registered to receive signed event notifications. */
@ObjectType({ description: 'A webhook endpoint: a URL that receives signed JSON POSTs for the events it subscribes to' })
@Entity({ tableName: 'webhook_endpoints' })
export class WebhookEndpoint extends BaseRecord {
  @Field(() => String, { description: 'Where events are POSTed' })
  @Property({ type: 'string', length: 500 })
  url!: string;

  @Field(() => [WebhookEventType], { description: 'The events sent to it' })
  @Property({ type: ArrayType })
  events!: WebhookEventType[];

  /** Signs every delivery (HMAC-SHA256); shown to staff once, at registration. */
  @Property({ type: 'string', length: 80, hidden: true })
  secret!: string;

  @Field(() => DateTimeResolver, {
    nullable: true,
    description: 'Set when deliveries kept failing for a day; nothing is sent while disabled',
  })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  disabledAt?: Date | null = null;

  @Field(() => String, { nullable: true, description: 'Why it was disabled' })
  @Property({ type: 'text', nullable: true })
  disabledReason?: string | null = null;
}

export enum DeliveryStatus {
  Pending = 'pending',
  Delivered = 'delivered',
  Failed = 'failed',
  Skipped = 'skipped',
}

/** One event sent (or being sent) to one endpoint: the delivery log staff read. */
@ObjectType({ description: 'One event delivered (or being delivered) to one endpoint' })
@Entity({ tableName: 'webhook_deliveries' })
@Index({ properties: ['endpoint', 'createdAt'] })
export class WebhookDelivery extends BaseRecord {
  @ManyToOne(() => WebhookEndpoint, { deleteRule: 'cascade' })
  endpoint!: WebhookEndpoint;

  @Field(() => String, { description: 'The event id (the same in every retry, so receivers can drop duplicates)' })
  @Property({ type: 'uuid' })
  eventId!: string;

  @Field(() => String, { description: 'The event type, e.g. booking.created, or webhook.test' })
  @Property({ type: 'string', length: 40 })
  eventType!: string;

  /** The exact JSON body sent on every attempt. */
  @Property({ type: 'text' })
  body!: string;

  @Field(() => String, { description: 'pending (retrying), delivered, failed (gave up) or skipped (endpoint disabled)' })
  @Property({ type: 'string', length: 12 })
  status: string & Opt = DeliveryStatus.Pending;

  @Field(() => Int, { description: 'Attempts made so far' })
  @Property({ type: 'integer' })
  attempts: number & Opt = 0;

  @Field(() => Int, { nullable: true, description: 'HTTP status of the last attempt; null when there was no answer' })
  @Property({ type: 'integer', nullable: true })
  lastStatusCode?: number | null = null;

  @Field(() => String, { nullable: true, description: 'What went wrong on the last attempt' })
  @Property({ type: 'text', nullable: true })
  lastError?: string | null = null;

  @Field(() => DateTimeResolver, { nullable: true, description: 'When the last attempt was made' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastAttemptAt?: Date | null = null;
}
