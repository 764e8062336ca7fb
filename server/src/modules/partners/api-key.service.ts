import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiKey } from './api-key.entity.js';
import type { ApiKeyScope } from './api-key.scopes.js';
import { findById } from '../common/find-by-id.js';
import type { ApiKeyInput } from './partner.schemas.js';

export const KEY_PREFIX = 'rk_';

/** The key a request authenticated with. */
export interface PartnerKey {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
}

/**
 * How a request stands with partner keys: `undefined` when it sent no `rk_` key, `{ key: null }` when the key is
 * unknown or revoked, `{ key }` when it is valid.
 */
export type PartnerCaller = { key: PartnerKey | null } | undefined;

/** Counts a key's requests (SharedKeyRateLimit: the shared PostgreSQL limiter). */
export interface KeyRateLimit {
  consume(keyId: string): Promise<void>;
}

/** Keys carry 256 random bits, so a plain SHA-256 is a safe way to store them (no dictionary to run). */
export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The `rk_` key of an `Authorization: Bearer rk_…` header, or null. */
export function partnerKeyOf(authorization: string | null | undefined): string | null {
  const match = authorization ? /^Bearer\s+(rk_\S+)$/i.exec(authorization.trim()) : null;
  return match ? match[1] : null;
}

/** Partner API keys: staff create, list and revoke them; every request with a key is checked here. */
export class ApiKeyService {
  constructor(private readonly rateLimit: KeyRateLimit) {}

  /** A key with the name and scopes already checked (partner.schemas.ts); its secret is answered only here. */
  async create(em: EntityManager, { name, scopes }: ApiKeyInput): Promise<{ apiKey: ApiKey; key: string }> {
    const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    const apiKey = em.create(ApiKey, { name, scopes, prefix: key.slice(0, 7), keyHash: hashKey(key) });
    await em.flush();
    return { apiKey, key };
  }

  async list(em: EntityManager): Promise<ApiKey[]> {
    return em.find(ApiKey, {}, { orderBy: { createdAt: 'desc', id: 'asc' } });
  }

  /** Revoked keys stay listed (with their revocation time); the next request with one is refused. */
  async revoke(em: EntityManager, id: string): Promise<ApiKey> {
    const apiKey = await findById(em, ApiKey, id, 'API key not found.');
    apiKey.revokedAt ??= new Date();
    await em.flush();
    return apiKey;
  }

  /**
   * The caller behind an Authorization header. One round trip: a valid key is read and its last-used time
   * moved on (at most once a minute, so busy keys do not write on every request). Checked on every request,
   * so a revocation holds at once on every process.
   */
  async callerFor(em: EntityManager, authorization: string | null | undefined): Promise<PartnerCaller> {
    const key = partnerKeyOf(authorization);
    if (!key) return undefined;
    const rows = await em.getConnection().execute<{ id: string; name: string; scopes: ApiKeyScope[] }[]>(
      `with k as (select id, name, scopes from api_keys where key_hash = ? and revoked_at is null),
            touched as (update api_keys set last_used_at = now()
                          where id in (select id from k) and (last_used_at is null or last_used_at < now() - interval '1 minute'))
       select id, name, scopes from k`,
      [hashKey(key)],
    );
    return { key: rows[0] ?? null };
  }

  /** 429 once the key has used up its requests (the limit applies per key, on every process together). */
  async consume(key: PartnerKey): Promise<void> {
    await this.rateLimit.consume(key.id);
  }
}
