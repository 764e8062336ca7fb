import type { MikroORM } from '@mikro-orm/postgresql';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from './errors.js';
import type { Param } from './sql-params.js';

/** A budget: `points` events per `windowSeconds` for one key (multiplied by RATE_LIMIT_SCALE). */
export interface LimitRule {
  points: number;
  windowSeconds: number;
  /** The 429's message; by default "Too many attempts. Please try again in 12 minutes." */
  message?: (retryAfterMs: number) => string;
}

const TABLE = 'rate_limits';

/**
 * A limit as fragments of a single-statement writer (bookings/booking-insert.ts), each to be called where it is
 * written (its placeholders are added then): `spent()` selects one row, the points spent in the window so far and
 * when it ends (`expire`, epoch ms, null when nothing is spent); `spend(from)` spends one point for each row of
 * `from`, with consume's row format and window rule. Read and spend are atomic only for a writer that holds a lock
 * taken by every spender of the key.
 */
export interface LimitSql {
  points: number;
  spent(): string;
  spend(from: string): string;
}

/** "45 seconds", "1 minute", "12 minutes", "23 hours": how long a person has to wait, rounded up. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.ceil(minutes / 60)} hours`;
}

export function tooManyAttemptsText(retryAfterMs: number): string {
  return `Too many attempts. Please try again in ${waitText(retryAfterMs)}.`;
}

/**
 * A 429 counted elsewhere (e.g. in a module's own rows), with the same message and headers (Retry-After, and
 * RateLimit-* for the `policy` of `limit` events per `windowSeconds`).
 */
export function tooManyAttempts(
  retryAfterMs: number,
  message = tooManyAttemptsText(retryAfterMs),
  policy?: { limit: number; windowSeconds: number },
): RateLimitedError {
  const ms = Math.max(1000, retryAfterMs);
  return new RateLimitedError(message, ms, policy && { ...policy, remaining: 0, resetSeconds: Math.ceil(ms / 1000) });
}

/**
 * One rate limit, counted in PostgreSQL (table `rate_limits`, created by a migration) so every server process
 * shares the counters. `consume` adds the points in one atomic upsert and refuses once the budget is spent:
 * consume first, then act, so parallel requests can never all pass a check that records later.
 */
export class Limit {
  readonly points: number;

  constructor(
    private readonly limiter: RateLimiterPostgres,
    readonly name: string,
    private readonly rule: LimitRule,
    scale: number,
  ) {
    this.points = rule.points * scale;
  }

  /**
   * Spends points for `key` and answers the points spent in the window so far; a RateLimitedError (429,
   * Retry-After, RateLimit-*) when the budget is gone.
   */
  async consume(key: string, points = 1): Promise<number> {
    try {
      return (await this.limiter.consume(key, points)).consumedPoints;
    } catch (res) {
      if (res instanceof RateLimiterRes) throw this.refusal(res);
      throw res;
    }
  }

  /** This limit for `key` as SQL fragments (LimitSql), its clock at `now`. */
  sql(key: string, p: Param, now = Date.now()): LimitSql {
    const rlKey = `${this.name}:${key}`;
    const fresh = (expire: string) => `${expire} <= ${p(now)}`;
    return {
      points: this.points,
      spent: () =>
        `select coalesce(max(points), 0)::int as points, max(expire) as expire from ${TABLE} where key = ${p(rlKey)} and expire > ${p(now)}`,
      spend: (
        from,
      ) => `insert into ${TABLE} (key, points, expire) select ${p(rlKey)}, 1, ${p(now + this.rule.windowSeconds * 1000)} from ${from}
        on conflict (key) do update set
          points = case when ${fresh(`${TABLE}.expire`)} then 1 else ${TABLE}.points + 1 end,
          expire = case when ${fresh(`${TABLE}.expire`)} then excluded.expire else ${TABLE}.expire end`,
    };
  }

  /** Gives points back (a success that should not count, input refused as invalid). */
  async refund(key: string, points = 1): Promise<void> {
    await this.limiter.reward(key, points);
  }

  /** Points spent in the current window (0 when none). */
  async spent(key: string): Promise<number> {
    const res = await this.limiter.get(key);
    return res && res.msBeforeNext !== 0 ? res.consumedPoints : 0;
  }

  /** Throws the 429 when the budget is already spent, without spending (for rules that only count failures). */
  async assertLeft(key: string): Promise<void> {
    const res = await this.limiter.get(key);
    if (res && res.msBeforeNext > 0 && res.consumedPoints >= this.points) throw this.refusal(res);
  }

  /** Refuses `key` for `seconds` whatever its points. */
  async block(key: string, seconds: number): Promise<void> {
    await this.limiter.block(key, seconds);
  }

  /** Milliseconds until `key` is free again, 0 when it is not blocked or spent. */
  async waitMs(key: string): Promise<number> {
    const res = await this.limiter.get(key);
    return res && res.msBeforeNext > 0 && res.consumedPoints >= this.points ? res.msBeforeNext : 0;
  }

  async clear(key: string): Promise<void> {
    await this.limiter.delete(key);
  }

  /** The 429 for `msBeforeNext` from now. */
  refusal(res: Pick<RateLimiterRes, 'msBeforeNext'>): RateLimitedError {
    const ms = Math.max(1000, res.msBeforeNext);
    return new RateLimitedError((this.rule.message ?? tooManyAttemptsText)(ms), ms, {
      limit: this.points,
      remaining: 0,
      resetSeconds: Math.ceil(ms / 1000),
      windowSeconds: this.rule.windowSeconds,
    });
  }
}

/** The one rate limiter of the server; modules define their limits here (`services.rateLimits.define`). */
export class RateLimits {
  private readonly names = new Set<string>();
  private first = true;

  constructor(
    private readonly orm: MikroORM,
    readonly scale: number,
  ) {}

  define(name: string, rule: LimitRule): Limit {
    if (this.names.has(name)) throw new Error(`rate limit ${name} is defined twice`);
    this.names.add(name);
    const knex = (this.orm.em.getConnection() as unknown as { getKnex(): unknown }).getKnex();
    const limiter = new RateLimiterPostgres({
      storeClient: knex,
      storeType: 'knex',
      tableName: TABLE,
      tableCreated: true,
      keyPrefix: name,
      points: rule.points * this.scale,
      duration: rule.windowSeconds,
      // One limiter sweeps expired rows for all (every 5 minutes, rows expired for an hour).
      clearExpiredByTimeout: this.first,
    });
    this.first = false;
    return new Limit(limiter, name, rule, this.scale);
  }
}

/** Runs `act`; when it fails on the caller's input (a 4xx other than a rate limit), the point spent is given back. */
export async function refundWhenRefused<T>(limit: Limit, key: string, act: () => Promise<T>): Promise<T> {
  try {
    return await act();
  } catch (err) {
    const status = (err as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500 && status !== 429) await limit.refund(key).catch(() => {});
    throw err;
  }
}
