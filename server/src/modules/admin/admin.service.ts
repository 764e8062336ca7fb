import type { EntityManager } from '@mikro-orm/postgresql';
import { Admin } from './admin.entity.js';
import { passwordMatches } from './passwords.js';
import { UnauthenticatedError } from '../common/errors.js';
import { Role } from '../common/enums.js';
import type { TokenService, Viewer } from '../auth/tokens.js';
import type { Limit, RateLimits } from '../common/rate-limits.js';
import { SESSION_EXPIRED } from '../common/access.js';
import { findById } from '../common/find-by-id.js';
import type { AdminSignInLinks } from './admin-sign-in-link.js';
import type { AdminLoginInput } from './admin.schemas.js';

/**
 * Admin sign-in limits (points times RATE_LIMIT_SCALE), counted in PostgreSQL for every process:
 * - per IP: 10 attempts per 15 minutes, spent before the password is compared (a success gives its point back);
 * - per (account, IP): from the 3rd consecutive failure, a growing wait (2 s, 4 s, 8 s … at most 15 minutes);
 * - per account: 20 failures per 15 minutes from all addresses; past that, each address may try that account
 *   once per 15 minutes, so a fresh address (the real admin's) is never refused, while a botnet is slowed;
 * - per account, whatever the addresses: 60 attempts an hour in all. Past that, password sign-in of the account is
 *   paused and a single-use sign-in link is mailed to its address (once per 15 minutes): the real admin's way in
 *   that no number of addresses can exhaust (admin-sign-in-link.ts).
 */
export const ADMIN_LOGIN_RULES = {
  attemptsPerIp: 10,
  failuresPerAccount: 20,
  windowSeconds: 15 * 60,
  freeFailuresPerPair: 2,
  maxDelaySeconds: 15 * 60,
  attemptsPerAccountPerHour: 60,
} as const;
export const ACCOUNT_PAUSED = 'Too many sign-in attempts for this account. A sign-in link has been sent to its e-mail address.';

/** The wait after `failures` consecutive failures of one (account, IP): 0, 0, 2 s, 4 s, 8 s … 15 minutes. */
export function pairDelaySeconds(failures: number): number {
  const over = failures - ADMIN_LOGIN_RULES.freeFailuresPerPair;
  return over <= 0 ? 0 : Math.min(2 ** over, ADMIN_LOGIN_RULES.maxDelaySeconds);
}

/** The admin panel's door: e-mail and password in, a bearer token out. */
export class AdminService {
  private readonly attemptsByIp: Limit;
  private readonly failuresByAccount: Limit;
  private readonly pairFailures: Limit;
  private readonly pairWait: Limit;
  private readonly slowLane: Limit;
  private readonly attemptsByAccount: Limit;
  private readonly linkMails: Limit;

  constructor(
    limits: RateLimits,
    private readonly tokens: TokenService,
    private readonly links: AdminSignInLinks,
  ) {
    const { attemptsPerIp, failuresPerAccount, windowSeconds, maxDelaySeconds } = ADMIN_LOGIN_RULES;
    this.attemptsByIp = limits.define('admin-login-ip', { points: attemptsPerIp, windowSeconds });
    this.failuresByAccount = limits.define('admin-login-account', { points: failuresPerAccount, windowSeconds });
    // Consecutive failures of one pair, forgotten a day after the last one or at a success.
    this.pairFailures = limits.define('admin-login-pair', { points: 1_000_000, windowSeconds: 86_400 });
    this.pairWait = limits.define('admin-login-pair-wait', { points: 1, windowSeconds: maxDelaySeconds });
    this.slowLane = limits.define('admin-login-slow', { points: 1, windowSeconds });
    this.attemptsByAccount = limits.define('admin-login-account-all', {
      points: ADMIN_LOGIN_RULES.attemptsPerAccountPerHour,
      windowSeconds: 3600,
      message: () => ACCOUNT_PAUSED,
    });
    this.linkMails = limits.define('admin-login-link-mail', { points: 1, windowSeconds });
  }

  /** One message for an unknown e-mail and a wrong password, so nobody learns which accounts exist. */
  async login(em: EntityManager, { email, password }: AdminLoginInput, ip: string): Promise<string> {
    const pair = `${email}|${ip}`;
    // Atomic: the point is spent before the compare, so parallel attempts can never exceed the budget.
    await this.attemptsByIp.consume(ip);
    try {
      await this.attemptsByAccount.consume(email);
    } catch (paused) {
      await this.attemptsByIp.refund(ip);
      await this.mailLink(em, email);
      throw paused;
    }
    let slowLaneSpent = false;
    try {
      const wait = await this.pairWait.waitMs(pair);
      if (wait > 0) throw this.pairWait.refusal({ msBeforeNext: wait });
      // Past the account's ceiling only the slow lane is open: one try per address per window.
      if ((await this.failuresByAccount.spent(email)) >= this.failuresByAccount.points) {
        await this.slowLane.consume(pair);
        slowLaneSpent = true;
      }
    } catch (refused) {
      await this.attemptsByIp.refund(ip);
      throw refused;
    }
    const admin = await em.findOne(Admin, { email });
    if (!admin || !(await passwordMatches(password, admin.passwordHash))) {
      await this.failed(email, pair);
      throw new UnauthenticatedError('Invalid email or password.');
    }
    await Promise.all([
      this.attemptsByIp.refund(ip),
      this.attemptsByAccount.refund(email),
      this.pairFailures.clear(pair),
      this.pairWait.clear(pair),
      slowLaneSpent ? this.slowLane.refund(pair) : null,
    ]);
    return this.tokens.sign({ id: admin.id, role: Role.Admin, sessionVersion: admin.sessionVersion });
  }

  /** Signs in with a mailed sign-in link (once, within 15 minutes): the way in while password sign-in is paused. */
  async loginWithLink(em: EntityManager, signin: string): Promise<string> {
    const { adminId, sessionVersion } = await this.links.use(em, signin);
    await this.attemptsByAccount.clear((await findById(em, Admin, adminId, () => new UnauthenticatedError(SESSION_EXPIRED))).email);
    return this.tokens.sign({ id: adminId, role: Role.Admin, sessionVersion });
  }

  /** At most one link mail per account per 15 minutes; nothing for an unknown address (the answer is the same). */
  private async mailLink(em: EntityManager, email: string): Promise<void> {
    const admin = await em.findOne(Admin, { email });
    if (!admin) return;
    try {
      await this.linkMails.consume(email);
    } catch {
      return;
    }
    await this.links.mail(em, admin);
  }

  private async failed(email: string, pair: string): Promise<void> {
    await this.failuresByAccount.consume(email).catch(() => {});
    const delay = pairDelaySeconds(await this.pairFailures.consume(pair));
    if (delay > 0) await this.pairWait.block(pair, delay);
  }

  /** A valid admin token whose account has since been removed is a lapsed session. */
  async assertActive(em: EntityManager, viewer: Viewer): Promise<void> {
    await findById(em, Admin, viewer.id, () => new UnauthenticatedError(SESSION_EXPIRED), { fields: ['id'] });
  }
}
