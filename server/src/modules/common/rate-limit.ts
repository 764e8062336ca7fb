import { RateLimitedError } from './errors.js';

/** "45 seconds", "1 minute", "12 minutes": how long a person has to wait, rounded up. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function tooManyAttempts(retryAfterMs: number): RateLimitedError {
  return new RateLimitedError(`Too many attempts. Please try again in ${waitText(retryAfterMs)}.`);
}

/**
 * Counts events per key (an IP address, an e-mail) in a sliding window, in this process's memory.
 * Used where a per-process limit is enough; limits that must hold across processes are counted in the database.
 */
export class WindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(readonly limit: number, readonly windowMs: number) {}

  /** Throws 429 when the key has used up its events in the window. */
  assertAllowed(key: string, now = Date.now()): void {
    const recent = this.recent(key, now);
    if (recent.length >= this.limit) throw tooManyAttempts(recent[0] + this.windowMs - now);
  }

  record(key: string, now = Date.now()): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.sweep(now);
  }

  /** Checks, then counts this event. */
  take(key: string, now = Date.now()): void {
    this.assertAllowed(key, now);
    this.record(key, now);
  }

  private recent(key: string, now: number): number[] {
    return (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
  }

  private sweep(now: number): void {
    for (const [key, times] of this.hits) {
      if (!times.some((t) => t > now - this.windowMs)) this.hits.delete(key);
    }
  }
}
