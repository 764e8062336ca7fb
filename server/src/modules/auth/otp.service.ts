import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config.js';
import { BadInputError, ServiceUnavailableError } from '../common/errors.js';
import { Role } from '../common/enums.js';
import { type Language, isLanguage } from '../common/language.js';
import { mailText } from './auth.mail-texts.js';
import type { User } from '../users/user.entity.js';
import type { UserService, VerifiedPerson } from '../users/user.service.js';
import type { TokenService } from './tokens.js';
import type { Mailer } from '../common/mailer.js';
import { CodeHasher, isLinkToken, linkTokenHash, newCode, newLinkToken } from './otp-code.js';
import { tooManyAttempts, waitText, type Limit, type RateLimits } from '../common/rate-limits.js';
import { appLink } from '../common/app-links.js';
import { LINK_NOT_VALID, type SignInInput, type VerifyInput, type requests } from './auth.schemas.js';
import type { z } from 'zod';

/**
 * DESIGN.md's security baseline, in numbers. Rate limits are multiplied by RATE_LIMIT_SCALE.
 * Guessing bound: a wrong code is refused once an address has spent `wrongTriesPerAddressPerDay` in its day
 * (counted before the compare, atomically, from every IP), so 30 days hold at most 31 × 3 = 93 guesses of a
 * 4-digit code: a chance of success of at most 93 / 10,000 ≈ 0.93%. The owner is never locked out by it: every
 * code mail also carries a single-use sign-in link (256 random bits, nothing to guess) that spends no budget.
 * Sends: past `sendsPerAddressPerHour` from all IPs, each (address, IP) may still send once per
 * `slowLaneMinutes`, so senders elsewhere slow the address down but never stop its owner getting a mail.
 */
export const OTP_RULES = {
  lifetimeMinutes: 10,
  triesPerChallenge: 5,
  resendAfterSeconds: 30,
  sendsPerAddressPerHour: 10,
  slowLaneMinutes: 15,
  sendsPerAddressAndIpPerHour: 5,
  wrongTriesPerAddressPerDay: 3,
  sendsPerIpPerHour: 20,
  triesPerIpPer15Minutes: 50,
} as const;

class MailUnavailableError extends ServiceUnavailableError {
  constructor() {
    super('We could not send the code right now. Please try again in a moment.');
  }
}

const NO_LONGER_VALID = 'This OTP is no longer valid. Please request a new one.';

/** `signin`: the link's token, trimmed (auth.schemas.ts `signInLink`). */
export interface SignInLinkInput {
  signin: string;
}
export interface AuthResult {
  token: string;
  user: User;
}

interface Challenge {
  id: string;
  code_hash: string;
  attempts: number;
  closed: boolean;
  expired: boolean;
}

/**
 * E-mail sign-in: send a code (and a sign-in link), verify either, and sign the customer in. Times are the
 * database's clock; "requester" is the client IP that asked for a challenge.
 */
export class OtpService {
  private readonly hasher: CodeHasher;
  private readonly sendsByIp: Limit;
  private readonly sendsByPair: Limit;
  private readonly slowLane: Limit;
  private readonly triesByIp: Limit;
  private readonly wrongByAddress: Limit;

  constructor(
    private readonly config: AppConfig,
    readonly mailer: Mailer,
    private readonly tokens: TokenService,
    private readonly users: UserService,
    limits: RateLimits,
    private readonly log: (msg: string) => void = console.log,
  ) {
    this.hasher = new CodeHasher(config.jwtSecret);
    this.sendsByIp = limits.define('otp-send-ip', { points: OTP_RULES.sendsPerIpPerHour, windowSeconds: 3600 });
    this.sendsByPair = limits.define('otp-send-pair', { points: OTP_RULES.sendsPerAddressAndIpPerHour, windowSeconds: 3600 });
    this.slowLane = limits.define('otp-send-slow', { points: 1, windowSeconds: OTP_RULES.slowLaneMinutes * 60 });
    this.triesByIp = limits.define('otp-verify-ip', { points: OTP_RULES.triesPerIpPer15Minutes, windowSeconds: 900 });
    this.wrongByAddress = limits.define('otp-wrong-address', {
      points: OTP_RULES.wrongTriesPerAddressPerDay,
      windowSeconds: 86_400,
      message: (ms) => `Too many wrong codes for this email. Please use the sign-in link in the email, or try again in ${waitText(ms)}.`,
    });
    if (!config.publicUrl) log('PUBLIC_URL is unset: sign-in mails carry the code only, without the sign-in link.');
  }

  /** `language`: the site's language when the code was asked for (none: the account's); the account keeps it. */
  async send(em: EntityManager, { name, email, phone, language }: SignInInput, ip: string): Promise<string> {
    await this.issue(em, { name, email, phone, language: language ?? null }, ip);
    return 'OTP sent to your email.';
  }

  /** A new code for this requester's latest sign-in, with the name and phone given then. */
  async resend(em: EntityManager, { email }: z.output<typeof requests.resendOtp>, ip: string): Promise<string> {
    const [last] = await em.execute<VerifiedPerson[]>(
      'select name, email, phone, language from otp_challenges where email = ? and requested_from = ? order by created_at desc limit 1',
      [email, ip],
    );
    if (!last) throw new BadInputError('No OTP was requested for this email. Please start again.');
    await this.issue(em, last, ip);
    return 'A new OTP has been sent to your email.';
  }

  /** `phone`: the phone the customer typed with this code (the only way an existing account's phone changes). */
  async verify(em: EntityManager, { email, otp, phone }: VerifyInput, ip: string): Promise<AuthResult> {
    const ownerPhone = phone ?? null;
    await this.triesByIp.consume(ip);
    const challenge = await this.challengeFor(em, email, ip);
    // The address's daily guess budget is spent before the compare (atomic); a right code gives it back.
    const spentToday = await this.wrongByAddress.consume(email);
    try {
      await this.spendTry(em, challenge);
    } catch (refused) {
      await this.wrongByAddress.refund(email);
      throw refused;
    }
    if (!this.hasher.matches(otp, challenge.code_hash)) return this.wrongCode(challenge, spentToday);
    await this.wrongByAddress.refund(email);
    return this.signIn(em, 'id = ?', challenge.id, ownerPhone, NO_LONGER_VALID);
  }

  /**
   * The mail's sign-in link: 256 random bits, so it spends none of the address's guessing budget (only the IP's
   * tries). It works until it is used or expires, whatever codes were guessed or requested since.
   */
  async verifyLink(em: EntityManager, input: SignInLinkInput, ip: string): Promise<AuthResult> {
    const token = input.signin.trim();
    if (!isLinkToken(token)) throw new BadInputError(LINK_NOT_VALID);
    await this.triesByIp.consume(ip);
    return this.signIn(em, 'link_hash = ?', linkTokenHash(token), null, LINK_NOT_VALID);
  }

  /** Ends the challenge (once: a parallel twin finds it used) and signs its address in. */
  private async signIn(em: EntityManager, where: string, key: string, ownerPhone: string | null, gone: string): Promise<AuthResult> {
    const user = await em.transactional(async (tx) => {
      const [person] = await tx.execute<VerifiedPerson[]>(
        `update otp_challenges set consumed_at = now() where ${where} and consumed_at is null and expires_at > now() returning name, email, phone, language`,
        [key],
      );
      if (!person) throw new BadInputError(gone);
      return this.users.signInVerified(tx, person, ownerPhone);
    });
    return { token: this.tokens.sign({ id: user.id, role: Role.Customer }), user };
  }

  /**
   * The challenge a typed code is compared with: the latest one this requester asked for (so codes others ask for
   * do not replace the owner's), else the address's latest (a customer whose network changed in between).
   */
  private async challengeFor(em: EntityManager, email: string, ip: string): Promise<Challenge> {
    const [row] = await em.execute<Challenge[]>(
      `select c.id, c.code_hash, c.attempts, c.consumed_at is not null as closed, c.expires_at <= now() as expired
         from otp_challenges c where c.email = ? order by c.requested_from = ? desc, c.created_at desc limit 1`,
      [email, ip],
    );
    if (!row) throw new BadInputError('No OTP was requested for this email. Please request one.');
    return row;
  }

  /** Counts the try before the code is compared, atomically, so parallel guesses cannot exceed the limit. */
  private async spendTry(em: EntityManager, challenge: Challenge): Promise<void> {
    if (challenge.closed) throw new BadInputError(NO_LONGER_VALID);
    if (challenge.expired) throw new BadInputError('This OTP has expired. Please request a new one.');
    const [spent] = await em.execute<{ attempts: number }[]>(
      `update otp_challenges set attempts = attempts + 1
        where id = ? and consumed_at is null and attempts < ? and expires_at > now() returning attempts`,
      [challenge.id, OTP_RULES.triesPerChallenge],
    );
    if (!spent) throw new BadInputError(NO_LONGER_VALID);
    challenge.attempts = spent.attempts;
  }

  /** The code is spent after its 5th wrong try (its link still works: wrong guesses never void the owner's link). */
  private wrongCode(challenge: Challenge, spentToday: number): never {
    const leftToday = this.wrongByAddress.points - spentToday;
    if (leftToday <= 0)
      throw new BadInputError('Invalid OTP. Too many wrong codes for this email today: please use the sign-in link in the email.');
    const left = Math.min(OTP_RULES.triesPerChallenge - challenge.attempts, leftToday);
    if (left > 0) throw new BadInputError(left === 1 ? `Invalid OTP. ${left} try left.` : `Invalid OTP. ${left} tries left.`);
    throw new BadInputError('Invalid OTP. Too many wrong codes: please request a new OTP.');
  }

  /**
   * Stores a new challenge under a per-address lock, ending only this requester's open one (another requester's
   * code and link stay valid), then mails the code and the link.
   */
  private async issue(em: EntityManager, person: VerifiedPerson, ip: string): Promise<void> {
    const pair = `${person.email}|${ip}`;
    // Per IP and per (address, IP), spent first (atomic); the address's own ceiling is counted in its rows.
    await this.sendsByIp.consume(ip);
    await this.sendsByPair.consume(pair);
    const code = newCode();
    const link = newLinkToken();
    const id = randomUUID();
    let slowLaneSpent = false;
    await em.transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`otp:${person.email}`]);
      const [recent] = await tx.execute<{ sends: number; cooldown_ms: number | null }[]>(
        `select count(*)::int as sends,
                (extract(epoch from (max(sent_at) filter (where requested_from = ?) + make_interval(secs => ?) - now())) * 1000)::float8 as cooldown_ms
           from otp_challenges where email = ? and created_at > now() - interval '1 hour'`,
        [ip, OTP_RULES.resendAfterSeconds, person.email],
      );
      const cooldownMs = recent.cooldown_ms ?? 0;
      if (cooldownMs > 0) {
        throw tooManyAttempts(cooldownMs, `Please wait ${waitText(cooldownMs)} before requesting a new OTP.`, {
          limit: 1,
          windowSeconds: OTP_RULES.resendAfterSeconds,
        });
      }
      // Past the address's ceiling only the slow lane is open: one send per (address, IP) per window.
      if (recent.sends >= OTP_RULES.sendsPerAddressPerHour * this.config.rateLimitScale) {
        await this.slowLane.consume(pair);
        slowLaneSpent = true;
      }
      await tx.execute(`delete from otp_challenges where email = ? and created_at < now() - interval '1 day'`, [person.email]);
      await tx.execute('update otp_challenges set consumed_at = now() where email = ? and requested_from = ? and consumed_at is null', [
        person.email,
        ip,
      ]);
      await tx.execute(
        `insert into otp_challenges (id, email, name, phone, language, code_hash, link_hash, requested_from, expires_at, sent_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, now() + make_interval(mins => ?), now())`,
        [
          id,
          person.email,
          person.name,
          person.phone,
          person.language ?? null,
          this.hasher.hash(code),
          link.hash,
          ip,
          OTP_RULES.lifetimeMinutes,
        ],
      );
    });
    try {
      await this.mailer.send(this.mail(person.email, await this.mailLanguage(em, person), code, link.token));
    } catch (err) {
      this.log(`otp mail to ${person.email} failed: ${(err as Error).message}`);
      await em.execute('delete from otp_challenges where id = ?', [id]);
      if (slowLaneSpent) await this.slowLane.refund(pair);
      throw new MailUnavailableError();
    }
  }

  /**
   * Plain text that echoes nothing a requester typed (a name could carry a phishing line): the site's name, the
   * code, and the link to this site's own address (PUBLIC_URL, never a request's Host).
   */
  private mail(to: string, language: Language, code: string, linkToken: string) {
    const site = this.config.site.siteName;
    const minutes = OTP_RULES.lifetimeMinutes;
    // The link opens the site in the mail's language.
    const lang = language === 'en' ? '' : `&lang=${language}`;
    const url = appLink(this.config.publicUrl, `/userlogin?signin=${linkToken}${lang}`);
    const link = url ? mailText(language, 'signIn.link', { minutes, url }) : '';
    return {
      to,
      subject: mailText(language, 'signIn.subject', { site }),
      // The link paragraph is our own text (its values already made printable): placed as is, keeping its line breaks.
      text: mailText(language, 'signIn.body', { site, code, minutes }).replace('{link}', link),
    };
  }

  /** The language the code was asked in, else the account's (an existing customer), else English. */
  private async mailLanguage(em: EntityManager, person: VerifiedPerson): Promise<Language> {
    if (person.language) return person.language;
    const [account] = await em.execute<{ language: string }[]>('select language from users where email = ?', [person.email]);
    return isLanguage(account?.language) ? account.language : 'en';
  }
}
