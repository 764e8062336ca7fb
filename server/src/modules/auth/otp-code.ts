import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 4-digit code (SPEC.md section 9), leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/**
 * Codes are stored as HMAC-SHA256 with a per-challenge salt and a server-side key: ten thousand codes are easy to
 * try offline, so a copy of the table alone must not be enough.
 */
export class CodeHasher {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('otp-code').digest();
  }

  hash(code: string): string {
    const salt = randomBytes(16).toString('hex');
    return `${salt}$${this.digest(salt, code)}`;
  }

  matches(code: string, stored: string): boolean {
    const [salt, digest] = stored.split('$');
    if (!salt || !digest) return false;
    const expected = Buffer.from(digest, 'hex');
    const actual = Buffer.from(this.digest(salt, code), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  private digest(salt: string, code: string): string {
    return createHmac('sha256', this.key).update(`${salt}:${code}`).digest('hex');
  }
}

/**
 * The sign-in link's secret: 32 random bytes (base64url, 43 characters) that nobody can guess, so using it spends no
 * guessing budget. Stored as its SHA-256 only (a plain hash is enough for a secret of 256 random bits).
 */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: linkTokenHash(token) };
}

export function linkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Exactly what newLinkToken makes; anything else is refused before the database is asked. */
export function isLinkToken(value: unknown): value is string {
  return typeof value === 'string' && /^[\w-]{43}$/.test(value);
}
