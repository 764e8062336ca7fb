import { ArrayType, Entity, Property, type Opt } from '@mikro-orm/core';
import { BaseRecord } from '../common/base.entity.js';
import type { FileKeys } from '../common/private-files.js';
import type { Bill } from '../common/bill.types.js';
import type { ChargeKind, TripFee } from './bill.js';

export interface TripCharge {
  kind: ChargeKind;
  description: string;
  amount: number;
}

export interface TripWaiver {
  /** The bill line's index (bill.ts builds the lines in a fixed order). */
  index: number;
  reason: string;
  by: string;
  at: string;
}

/**
 * A booking's trip: the handover, the return, the bill and its settlement (migration 20261126100000). The booking's
 * status stays SPEC's; its trip stage is read from this row. Photo and signature keys are private files.
 */
@Entity({ tableName: 'trips' })
export class Trip extends BaseRecord {
  @Property({ type: 'uuid', unique: true })
  bookingId!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  startedAt!: Date;

  @Property({ type: 'text' })
  startedBy!: string;

  @Property({ type: 'integer' })
  handoverOdometerKm!: number;

  @Property({ type: 'smallint' })
  handoverFuelEighths!: number;

  @Property({ type: ArrayType })
  handoverPhotos!: string[];

  @Property({ type: 'text' })
  signatureKey!: string;

  /** Each photo's and the signature's own AES-256-GCM key (common/private-files.ts); never in a backup. */
  @Property({ type: 'json' })
  fileKeys: FileKeys & Opt = {};

  @Property({ type: 'boolean' })
  originalsSeen!: boolean;

  /** Set when the booking's name or licence did not match the verified licence and staff confirmed: their reason. */
  @Property({ type: 'text', nullable: true })
  driverMismatchReason?: string | null = null;

  @Property({ type: 'integer' })
  depositHeld!: number;

  /** How the deposit was taken (CASH, CARD, UPI) and its reference (migration 20261129100000). */
  @Property({ type: 'string', length: 10, nullable: true })
  depositMethod?: string | null = null;

  @Property({ type: 'string', length: 120, nullable: true })
  depositReference?: string | null = null;

  /** Staff's reason for a handover reading below the car's last return reading. */
  @Property({ type: 'text', nullable: true })
  odometerCorrection?: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  returnedAt?: Date | null = null;

  @Property({ type: 'text', nullable: true })
  endedBy?: string | null = null;

  @Property({ type: 'integer', nullable: true })
  returnOdometerKm?: number | null = null;

  @Property({ type: 'smallint', nullable: true })
  returnFuelEighths?: number | null = null;

  @Property({ type: ArrayType })
  returnPhotos: string[] & Opt = [];

  @Property({ type: ArrayType })
  fees: TripFee[] & Opt = [];

  @Property({ type: 'json' })
  charges: TripCharge[] & Opt = [];

  @Property({ type: 'json' })
  waivers: TripWaiver[] & Opt = [];

  @Property({ type: 'json', nullable: true })
  bill?: Bill | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  settledAt?: Date | null = null;

  @Property({ type: 'text', nullable: true })
  settledBy?: string | null = null;

  @Property({ type: 'string', length: 10, nullable: true })
  settleMethod?: string | null = null;

  @Property({ type: 'string', length: 120, nullable: true })
  settleReference?: string | null = null;

  /** The recipient's address asked at handover when the profile has none (Rule 46); the invoice prints it. */
  @Property({ type: 'string', length: 300, nullable: true })
  recipientAddress?: string | null = null;

  /** How what the deposit did not need went back at settlement, and its reference. */
  @Property({ type: 'string', length: 10, nullable: true })
  depositReturnMethod?: string | null = null;

  @Property({ type: 'string', length: 120, nullable: true })
  depositReturnReference?: string | null = null;
}
