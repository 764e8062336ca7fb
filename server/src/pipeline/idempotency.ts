import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestError } from '../modules/common/errors.js';
import { keyExpirySql, type LiveKey, refuseOtherRequest, staleKeySql } from '../modules/common/idempotency-key.js';
import { sqlParams } from '../modules/common/sql-params.js';

/**
 * Retries that never duplicate (issue 29; the IETF httpapi "Idempotency-Key" draft; docs/integrating.md). An
 * operation declared `idempotent` (modules/common/operation.ts) takes an `Idempotency-Key` header: the first request
 * under a key runs and its answer (status and body) is kept for 24 hours in `idempotency_keys`, keyed by the caller
 * and the key with a hash of the request; the same key with the same request replays that answer and runs nothing;
 * with another request it is a 422; while the first still runs, a 409. A failed request keeps nothing (it wrote
 * nothing either): the key is free for a retry. An operation declared `idempotent.handlesKey` keeps its key in its own
 * statement instead (common/idempotency-key.ts): the edge reads the key and hands it over, and nothing here runs.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAY_HEADER = 'Idempotent-Replayed';

export interface KeptAnswer {
  status: number;
  body: string;
  contentType: string;
  replayed: boolean;
}

/** The header's value, or null when absent; a key that is not 1 to 255 visible ASCII characters is a 400. */
export function idempotencyKeyOf(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  // A structured-field string is sent quoted ("…"); a bare token is accepted too.
  const raw = (Array.isArray(value) ? value.join(',') : value).trim().replace(/^"(.*)"$/, '$1');
  if (!/^[\x21-\x7e]{1,255}$/.test(raw))
    throw new BadRequestError('Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID is best).');
  return raw;
}

/** Who asked: the same key from two callers is two keys. */
export function callerOf(viewer: { id: string; role: string } | null, partnerKeyId?: string | null): string {
  if (partnerKeyId) return `partner:${partnerKeyId}`;
  return viewer ? `${viewer.role}:${viewer.id}` : 'anonymous';
}

/** A stable hash of what was asked: the operation and its input (object keys sorted, so their order does not matter). */
export function requestHash(operation: string, input: unknown): string {
  return createHash('sha256').update(operation).update('\0').update(canonical(input)).digest('hex');
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/**
 * Runs `work` once per (caller, key): takes the key (one statement), runs, keeps a success's answer; or answers the
 * kept one, a 422 for another request under the key, a 409 while it runs. `work` answers a status and a body;
 * `keep` says whether that answer is a success worth replaying (otherwise the key is freed).
 */
export async function idempotently(
  em: EntityManager,
  id: { caller: string; key: string; hash: string },
  work: () => Promise<{ status: number; body: string; contentType: string }>,
  keep: (answer: { status: number; body: string }) => boolean = (a) => a.status < 400,
): Promise<KeptAnswer> {
  const conn = em.getConnection();
  // Expired keys go now and then, by whichever request passes (no timer to run on every node).
  if (Math.random() < 0.01) void forgetExpiredKeys(em).catch(() => undefined);
  const { values, p } = sqlParams();
  const taken = await conn.execute<{ request_hash: string }[]>(
    `insert into idempotency_keys (caller, key, request_hash, expires_at) values (${p(id.caller)}, ${p(id.key)}, ${p(id.hash)}, ${keyExpirySql(p)})
     on conflict (caller, key) do update set request_hash = excluded.request_hash, status = null, body = null, content_type = null,
       booking_id = null, created_at = now(), expires_at = excluded.expires_at
     where ${staleKeySql('idempotency_keys', p)}
     returning request_hash`,
    values,
  );
  if (!taken.length) {
    const [kept] = await conn.execute<(LiveKey & { body: string | null; content_type: string | null })[]>(
      'select request_hash, status, body, content_type from idempotency_keys where caller = ? and key = ?',
      [id.caller, id.key],
    );
    refuseOtherRequest(kept, id.hash);
    return {
      status: kept.status,
      body: kept.body ?? '',
      contentType: kept.content_type ?? 'application/json; charset=utf-8',
      replayed: true,
    };
  }
  let answer: { status: number; body: string; contentType: string };
  try {
    answer = await work();
  } catch (err) {
    await free(em, id);
    throw err;
  }
  if (keep(answer)) {
    await conn.execute('update idempotency_keys set status = ?, body = ?, content_type = ? where caller = ? and key = ?', [
      answer.status,
      answer.body,
      answer.contentType,
      id.caller,
      id.key,
    ]);
  } else {
    await free(em, id);
  }
  return { ...answer, replayed: false };
}

async function free(em: EntityManager, id: { caller: string; key: string }): Promise<void> {
  await em
    .getConnection()
    .execute('delete from idempotency_keys where caller = ? and key = ? and status is null', [id.caller, id.key])
    .catch(() => undefined);
}

/** Keys past their 24 hours, removed. */
export async function forgetExpiredKeys(em: EntityManager): Promise<void> {
  await em.getConnection().execute('delete from idempotency_keys where expires_at < now()');
}
