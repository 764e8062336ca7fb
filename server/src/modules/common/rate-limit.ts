import { RateLimitedError } from './errors.js';

/** "45 seconds", "1 minute", "12 minutes": how long a person has to wait, rounded up. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

export function tooManyAttempts(retryAfterMs: number): RateLimitedError {
  return new RateLimitedError(`Too many attempts. Please try again in ${waitText(retryAfterMs)}.`);
}
