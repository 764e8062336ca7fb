import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

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
