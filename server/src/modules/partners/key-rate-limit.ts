import { WindowLimiter } from '../common/rate-limit.js';
import type { KeyRateLimit } from './api-key.service.js';

/**
 * Stand-in until the shared PostgreSQL limiter (common/rate-limits.ts, hardening) lands: the same per-minute
 * budget, counted per process. Swap the class in services.ts; nothing else changes.
 */
export class ProcessKeyRateLimit implements KeyRateLimit {
  private readonly limiter: WindowLimiter;

  constructor(perMinute: number) {
    this.limiter = new WindowLimiter(perMinute, 60_000);
  }

  async consume(keyId: string): Promise<void> {
    this.limiter.take(keyId);
  }
}
