import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config.js';
import { Admin } from './admin.entity.js';
import { passwordMatches } from './passwords.js';
import { BadInputError, UnauthenticatedError } from '../common/errors.js';
import { Role } from '../common/enums.js';
import type { TokenService, Viewer } from '../auth/tokens.js';
import { WindowLimiter } from '../common/rate-limit.js';
import { SESSION_EXPIRED } from '../auth/access.js';
import { findById } from '../common/find-by-id.js';
import { readText } from '../common/input.js';
import { MAX_EMAIL_LENGTH } from '../common/person-details.js';

/** Failed logins allowed per 15 minutes (times RATE_LIMIT_SCALE), counted in this process. */
export const ADMIN_LOGIN_RULES = { failuresPerIp: 10, failuresPerEmail: 20, windowMs: 15 * 60_000 } as const;

export interface AdminLoginInput { email?: unknown; password?: unknown }

/** The admin panel's door: e-mail and password in, a bearer token out. */
export class AdminService {
  private readonly failuresByIp: WindowLimiter;
  private readonly failuresByEmail: WindowLimiter;

  constructor(config: AppConfig, private readonly tokens: TokenService) {
    const { failuresPerIp, failuresPerEmail, windowMs } = ADMIN_LOGIN_RULES;
    this.failuresByIp = new WindowLimiter(failuresPerIp * config.rateLimitScale, windowMs);
    this.failuresByEmail = new WindowLimiter(failuresPerEmail * config.rateLimitScale, windowMs);
  }

  /** One message for an unknown e-mail and a wrong password, so nobody learns which accounts exist. */
  async login(em: EntityManager, input: AdminLoginInput, ip: string): Promise<string> {
    const email = readText(input.email, 'Email', MAX_EMAIL_LENGTH).toLowerCase();
    const password = typeof input.password === 'string' ? input.password : '';
    if (!email || !password) throw new BadInputError('Email and password are required.');
    this.failuresByIp.assertAllowed(ip);
    this.failuresByEmail.assertAllowed(email);
    const admin = await em.findOne(Admin, { email });
    if (!admin || !(await passwordMatches(password, admin.passwordHash))) {
      this.failuresByIp.record(ip);
      this.failuresByEmail.record(email);
      throw new UnauthenticatedError('Invalid email or password.');
    }
    return this.tokens.sign({ id: admin.id, role: Role.Admin });
  }

  /** A valid admin token whose account has since been removed is a lapsed session. */
  async assertActive(em: EntityManager, viewer: Viewer): Promise<void> {
    await findById(em, Admin, viewer.id, () => new UnauthenticatedError(SESSION_EXPIRED), { fields: ['id'] });
  }
}
