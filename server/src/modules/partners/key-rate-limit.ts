import type { Limit, RateLimits } from '../common/rate-limits.js';
import type { KeyRateLimit } from './api-key.service.js';

/** Each key's per-minute budget, on the shared PostgreSQL limiter (the same counters on every process). */
export class SharedKeyRateLimit implements KeyRateLimit {
  private readonly limit: Limit;

  /** `perMinute` already includes RATE_LIMIT_SCALE (config.apiKeyRequestsPerMinute). */
  constructor(limits: RateLimits, perMinute: number) {
    this.limit = limits.define('partner-key', { points: Math.max(1, Math.floor(perMinute / limits.scale)), windowSeconds: 60 });
  }

  async consume(keyId: string): Promise<void> {
    await this.limit.consume(keyId);
  }
}
