import { ConflictError, UnprocessableError } from './errors.js';
import type { Param } from './sql-params.js';

/**
 * An Idempotency-Key's rules (issue 29, docs/integrating.md), shared by the edge's generic path
 * (pipeline/idempotency.ts) and the operations that keep their key in their own statement (`idempotent.handlesKey` in
 * common/operation.ts; issue 33: a booking's key in the booking's statement).
 */
export const KEY_TTL_HOURS = 24;
/** A request that has held its key this long without answering died with its process: a retry may take the key over. */
export const ABANDONED_SECONDS = 120;

/**
 * A key as the edge read it, handed to an operation that keeps it itself. The operation sets `replayed` when it
 * answered a kept result, and `refused` when the key refused the request (409, 422): the edge then answers that as the
 * whole request's answer, as it does for a key it keeps (over GraphQL: that status, not a field's error).
 */
export interface IdempotencyKey {
  /** Who asked (pipeline/idempotency.ts callerOf): the same key from two callers is two keys. */
  caller: string;
  key: string;
  /** What was asked (pipeline/idempotency.ts requestHash). */
  hash: string;
  replayed?: boolean;
  refused?: Error;
}

/** SQL: the row `t` of idempotency_keys no longer holds its key (past its 24 hours, or abandoned while running). */
export const staleKeySql = (t: string, p: Param) =>
  `(${t}.expires_at < now() or (${t}.status is null and ${t}.created_at < now() - (${p(ABANDONED_SECONDS)} * interval '1 second')))`;

/** SQL: a new key's expiry. */
export const keyExpirySql = (p: Param) => `now() + (${p(KEY_TTL_HOURS)} * interval '1 hour')`;

/** A live key row, as read back. */
export interface LiveKey {
  request_hash: string;
  status: number | null;
}

/** The answer to a request whose key's first request is still running (409). */
export const KEY_IN_USE = 'A request with this Idempotency-Key is still being handled; try again in a moment.';

/**
 * Refuses a request under a live key that is not its own answer to replay: 409 while the first request still runs
 * (or the row is gone meanwhile), 422 for another request under the key.
 */
export function refuseOtherRequest(kept: LiveKey | undefined, hash: string): asserts kept is LiveKey & { status: number } {
  if (!kept || kept.status === null) throw new ConflictError(KEY_IN_USE);
  if (kept.request_hash !== hash)
    throw new UnprocessableError('This Idempotency-Key was already used for a different request; use a new key for a new request.');
}
