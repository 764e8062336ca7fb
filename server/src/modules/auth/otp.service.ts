import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config.js';
import { BadInputError, RateLimitedError, ServiceUnavailableError } from '../common/errors.js';
import { Role } from '../common/enums.js';
import { parseEmail, parseName, parsePhone } from '../common/person-details.js';
import type { User } from '../users/user.entity.js';
import type { UserService, VerifiedPerson } from '../users/user.service.js';
import type { TokenService } from './tokens.js';
import type { Mailer } from './mailer.js';
import { CodeHasher, newCode } from './otp-code.js';
import { tooManyAttempts, waitText, type Limit, type RateLimits } from '../common/rate-limits.js';

/**
 * DESIGN.md's security baseline, in numbers. Rate limits are multiplied by RATE_LIMIT_SCALE.
 * Guessing bound: a wrong try is refused once an address has spent `wrongTriesPerAddressPerDay` in its day
 * (counted before the compare, atomically), so 30 days hold at most 31 × 3 = 93 guesses of a 4-digit code:
 * a chance of success of at most 93 / 10,000 ≈ 0.93%.
 */
export const OTP_RULES = {
  lifetimeMinutes: 10,
  triesPerChallenge: 5,
  resendAfterSeconds: 30,
  sendsPerAddressPerHour: 10,
  sendsPerAddressAndIpPerHour: 5,
  wrongTriesPerAddressPerDay: 3,
  sendsPerIpPerHour: 20,
  triesPerIpPer15Minutes: 50,
} as const;

class MailUnavailableError extends ServiceUnavailableError {
  constructor() { super('We could not send the code right now. Please try again in a moment.'); }
}

export interface SignInInput { name?: unknown; email?: unknown; phone?: unknown }
export interface VerifyInput { email?: unknown; otp?: unknown }
export interface AuthResult { token: string; user: User }

interface LatestChallenge { id: string; code_hash: string; attempts: number; closed: boolean; expired: boolean }

/** E-mail OTP sign-in: send a code, verify it, and sign the customer in. Times are the database's clock. */
export class OtpService {
  private readonly hasher: CodeHasher;
  private readonly sendsByIp: Limit;
  private readonly sendsByPair: Limit;
  private readonly triesByIp: Limit;
  private readonly wrongByAddress: Limit;

  constructor(private readonly config: AppConfig, readonly mailer: Mailer, private readonly tokens: TokenService,
    private readonly users: UserService, limits: RateLimits, private readonly log: (msg: string) => void = console.log) {
    this.hasher = new CodeHasher(config.jwtSecret);
    this.sendsByIp = limits.define('otp-send-ip', { points: OTP_RULES.sendsPerIpPerHour, windowSeconds: 3600 });
    this.sendsByPair = limits.define('otp-send-pair', { points: OTP_RULES.sendsPerAddressAndIpPerHour, windowSeconds: 3600 });
    this.triesByIp = limits.define('otp-verify-ip', { points: OTP_RULES.triesPerIpPer15Minutes, windowSeconds: 900 });
    this.wrongByAddress = limits.define('otp-wrong-address', {
      points: OTP_RULES.wrongTriesPerAddressPerDay, windowSeconds: 86_400,
      message: (ms) => `Too many wrong codes for this email. Please try again in ${waitText(ms)}.`,
    });
  }

  async send(em: EntityManager, input: SignInInput, ip: string): Promise<string> {
    const person = { name: parseName(input.name), email: parseEmail(input.email), phone: parsePhone(input.phone) };
    await this.issue(em, person, ip);
    return 'OTP sent to your email.';
  }

  /** A new code for the address's latest sign-in, with the name and phone given then. */
  async resend(em: EntityManager, input: { email?: unknown }, ip: string): Promise<string> {
    const email = parseEmail(input.email);
    const [last] = await em.execute<VerifiedPerson[]>(
      'select name, email, phone from otp_challenges where email = ? order by created_at desc limit 1', [email]);
    if (!last) throw new BadInputError('No OTP was requested for this email. Please start again.');
    // Whoever typed the last request's phone, a resent code never changes an existing account's phone.
    await this.issue(em, { ...last, phone_typed: false }, ip);
    return 'A new OTP has been sent to your email.';
  }

  async verify(em: EntityManager, input: VerifyInput, ip: string): Promise<AuthResult> {
    const email = parseEmail(input.email);
    const otp = typeof input.otp === 'string' || typeof input.otp === 'number' ? String(input.otp).trim() : '';
    if (!/^\d{4}$/.test(otp)) throw new BadInputError('Enter 4-digit OTP');
    await this.triesByIp.consume(ip);
    const challenge = await this.latest(em, email);
    // The address's daily guess budget is spent before the compare (atomic); a right code gives it back.
    const spentToday = await this.wrongByAddress.consume(email);
    try {
      await this.spendTry(em, challenge);
    } catch (refused) {
      await this.wrongByAddress.refund(email);
      throw refused;
    }
    if (!this.hasher.matches(otp, challenge.code_hash)) return this.wrongCode(em, challenge, spentToday);
    await this.wrongByAddress.refund(email);
    const user = await em.transactional(async (tx) => {
      const [person] = await tx.execute<VerifiedPerson[]>(
        'update otp_challenges set consumed_at = now() where id = ? and consumed_at is null returning name, email, phone, phone_typed', [challenge.id]);
      if (!person) throw new BadInputError('This OTP is no longer valid. Please request a new one.');
      return this.users.signInVerified(tx, person);
    });
    return { token: this.tokens.sign({ id: user.id, role: Role.Customer }), user };
  }

  private async latest(em: EntityManager, email: string): Promise<LatestChallenge> {
    const [row] = await em.execute<LatestChallenge[]>(
      `select c.id, c.code_hash, c.attempts, c.consumed_at is not null as closed, c.expires_at <= now() as expired
         from otp_challenges c where c.email = ? order by c.created_at desc limit 1`, [email]);
    if (!row) throw new BadInputError('No OTP was requested for this email. Please request one.');
    return row;
  }

  /** Counts the try before the code is compared, atomically, so parallel guesses cannot exceed the limit. */
  private async spendTry(em: EntityManager, challenge: LatestChallenge): Promise<void> {
    if (challenge.closed) throw new BadInputError('This OTP is no longer valid. Please request a new one.');
    if (challenge.expired) throw new BadInputError('This OTP has expired. Please request a new one.');
    const [spent] = await em.execute<{ attempts: number }[]>(
      `update otp_challenges set attempts = attempts + 1
        where id = ? and consumed_at is null and attempts < ? and expires_at > now() returning attempts`,
      [challenge.id, OTP_RULES.triesPerChallenge]);
    if (!spent) throw new BadInputError('This OTP is no longer valid. Please request a new one.');
    challenge.attempts = spent.attempts;
  }

  private async wrongCode(em: EntityManager, challenge: LatestChallenge, spentToday: number): Promise<never> {
    const leftToday = this.wrongByAddress.points - spentToday;
    if (leftToday <= 0) throw new BadInputError('Invalid OTP. Too many wrong codes for this email today: please try again tomorrow.');
    const left = Math.min(OTP_RULES.triesPerChallenge - challenge.attempts, leftToday);
    if (left > 0) throw new BadInputError(`Invalid OTP. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
    await em.execute('update otp_challenges set consumed_at = now() where id = ? and consumed_at is null', [challenge.id]);
    throw new BadInputError('Invalid OTP. Too many wrong codes: please request a new OTP.');
  }

  /** Stores a new challenge (ending any open one) under a per-address lock, then mails the code. */
  private async issue(em: EntityManager, person: VerifiedPerson, ip: string): Promise<void> {
    // Per IP and per (address, IP), spent first (atomic); the address's own ceiling is counted in its rows.
    await this.sendsByIp.consume(ip);
    await this.sendsByPair.consume(`${person.email}|${ip}`);
    const code = newCode();
    const id = randomUUID();
    await em.transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`otp:${person.email}`]);
      const [recent] = await tx.execute<{ sends: number; window_ends_in_ms: number; cooldown_ms: number }[]>(
        `select count(*)::int as sends,
                (extract(epoch from (min(created_at) + interval '1 hour' - now())) * 1000)::float8 as window_ends_in_ms,
                (extract(epoch from (max(sent_at) + make_interval(secs => ?) - now())) * 1000)::float8 as cooldown_ms
           from otp_challenges where email = ? and created_at > now() - interval '1 hour'`,
        [OTP_RULES.resendAfterSeconds, person.email]);
      if (recent.sends >= OTP_RULES.sendsPerAddressPerHour * this.config.rateLimitScale) throw tooManyAttempts(recent.window_ends_in_ms);
      if (recent.cooldown_ms > 0) throw tooManyAttempts(recent.cooldown_ms, `Please wait ${waitText(recent.cooldown_ms)} before requesting a new OTP.`);
      await tx.execute(`delete from otp_challenges where email = ? and created_at < now() - interval '1 day'`, [person.email]);
      await tx.execute('update otp_challenges set consumed_at = now() where email = ? and consumed_at is null', [person.email]);
      await tx.execute(
        `insert into otp_challenges (id, email, name, phone, code_hash, expires_at, sent_at, phone_typed)
         values (?, ?, ?, ?, ?, now() + make_interval(mins => ?), now(), ?)`,
        [id, person.email, person.name, person.phone, this.hasher.hash(code), OTP_RULES.lifetimeMinutes, person.phone_typed !== false]);
    });
    try {
      await this.mailer.send(this.mail(person, code));
    } catch (err) {
      this.log(`otp mail to ${person.email} failed: ${(err as Error).message}`);
      await em.execute('delete from otp_challenges where id = ?', [id]);
      throw new MailUnavailableError();
    }
  }

  /** Plain text that echoes nothing a requester typed (a name could carry a phishing line): only the code. */
  private mail(person: VerifiedPerson, code: string) {
    const site = this.config.site.siteName;
    return {
      to: person.email,
      subject: `Your ${site} sign-in code`,
      text: `Hello,\n\nYour ${site} sign-in code is ${code}. It is valid for ${OTP_RULES.lifetimeMinutes} minutes.\n\n`
        + `If you did not try to sign in, you can ignore this email.\n\n${site}`,
    };
  }
}
