import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking } from './booking.entity.js';
import { ConflictError } from '../common/errors.js';
import { findById } from '../common/find-by-id.js';
import { KEY_IN_USE, keyExpirySql, type IdempotencyKey, type LiveKey, refuseOtherRequest, staleKeySql } from '../common/idempotency-key.js';
import { type Param, sqlParams } from '../common/sql-params.js';

/*
 * A booking's Idempotency-Key in the booking's own statement (issue 33; it cost two more round trips in
 * pipeline/idempotency.ts). Under the owner's advisory lock, which every booking of the same caller takes first:
 *   1. a stale row of the key (past its 24 hours, or abandoned) is removed, and now and then every expired key;
 *   2. the key's live row, if any, is read (`kept`): then nothing is booked, and the caller answers from it;
 *   3. otherwise the key row is written with the new booking's id, in the statement that writes the booking. Its
 *      primary key (caller, key) is the final guard: a row written meanwhile by a request outside the lock (the same
 *      key on a payment) fails the whole statement, and nothing is booked.
 * A retry answers the kept booking as it stands now, rendered like a first answer.
 */

/** The key's live row as the statement read it: whose request, and the booking it made (null: not a booking's key). */
export type KeptRow = LiveKey & { booking_id: string | null };

/** Statement 1: the key's stale row goes (and every expired key, one booking in a hundred: no timer runs on every node). */
export function forgetStaleKeySql(key: IdempotencyKey | undefined, p: Param, sweep = Math.random() < 0.01): string {
  if (!key) return '';
  const expired = sweep ? ' or k.expires_at < now()' : '';
  return `delete from idempotency_keys k where (k.caller = ${p(key.caller)} and k.key = ${p(key.key)} and ${staleKeySql('k', p)})${expired};\n`;
}

/** The `kept` CTE: the key's live row; no row without a key. */
export const keptKeySql = (key: IdempotencyKey | undefined, p: Param) =>
  key
    ? `select request_hash, status, booking_id from idempotency_keys k
        where k.caller = ${p(key.caller)} and k.key = ${p(key.key)} and not ${staleKeySql('k', p)}`
    : 'select null::text as request_hash, null::int as status, null::uuid as booking_id where false';

/** A CTE writing the key row for the booking of `from` (status 201: answered, with a booking to answer again). */
export const keepKeySql = (key: IdempotencyKey, from: string, p: Param) =>
  `insert into idempotency_keys (caller, key, request_hash, status, booking_id, expires_at)
  select ${p(key.caller)}, ${p(key.key)}, ${p(key.hash)}, 201, id, ${keyExpirySql(p)} from ${from}`;

/** The key refuses the request: the edge answers that as the whole request's answer (common/idempotency-key.ts). */
function refuse(key: IdempotencyKey, err: unknown): never {
  key.refused = err as Error;
  throw err;
}

/** The violation of the key's primary key (the key taken meanwhile outside the owner's lock) is a 409; other errors pass. */
export function keyTakenMeanwhile(err: unknown, key: IdempotencyKey | undefined): unknown {
  const { code, constraint } = err as { code?: string; constraint?: string };
  if (!key || code !== '23505' || constraint !== 'idempotency_keys_pkey') return err;
  return refuse(key, new ConflictError(KEY_IN_USE));
}

/** What a retry's answer shows besides the booking: its car; for a partner also its customer, read in the same statement. */
export type KeptWith = 'car' | 'user';

/** The booking a live key made, as it stands now: 409 or 422 when the key is another request's (common/idempotency-key.ts). */
export async function keptBooking(em: EntityManager, kept: KeptRow, key: IdempotencyKey, populate: KeptWith[] = ['car']): Promise<Booking> {
  try {
    refuseOtherRequest(kept, key.hash);
  } catch (err) {
    refuse(key, err);
  }
  // The same request answered without a booking: kept by a build before issue 33, whose retry it cannot re-render.
  if (!kept.booking_id) refuse(key, new ConflictError('This Idempotency-Key was used before an upgrade; send the booking with a new key.'));
  const booking = await findById(em, Booking, kept.booking_id, 'Booking not found.', { populate });
  key.replayed = true;
  return booking;
}

/**
 * A retry refused before its statement ran (its pick-up since come too near, say) still answers the booking its
 * first request made; null when the key holds nothing live.
 */
export async function replayBefore(em: EntityManager, key: IdempotencyKey | undefined, populate?: KeptWith[]): Promise<Booking | null> {
  if (!key) return null;
  const { values, p } = sqlParams();
  const [kept] = await em.execute<KeptRow[]>(keptKeySql(key, p), values);
  return kept ? keptBooking(em, kept, key, populate) : null;
}
