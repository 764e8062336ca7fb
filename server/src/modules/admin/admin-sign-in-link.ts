import { randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UnauthenticatedError } from '../common/errors.js';
import type { Outbox } from '../outbox/outbox.js';
import { MAIL } from '../outbox/mail.kind.js';
import { appLink } from '../common/app-links.js';

const PURPOSE = 'admin-sign-in';
const LIFETIME_MINUTES = 15;
const INVALID = 'This sign-in link is not valid any more. Ask for a new one by signing in again.';

/**
 * The admin's way in when the account's sign-in ceiling is reached (docs/security.md): a link mailed to the account's
 * own address, valid 15 minutes and once, signed like the session tokens and naming the account's session version,
 * so a password change voids it. An attacker who exhausted the ceiling from a botnet does not read that mailbox.
 */
export class AdminSignInLinks {
  constructor(
    private readonly secret: string,
    private readonly outbox: Outbox,
    private readonly publicUrl: string | null,
    private readonly siteName: string,
  ) {}

  /** Enqueues the mail in `em`'s unit of work; flushes it. */
  async mail(em: EntityManager, admin: { id: string; email: string; sessionVersion: number }): Promise<void> {
    const token = jwt.sign({ purpose: PURPOSE, sv: admin.sessionVersion }, this.secret, {
      algorithm: 'HS256',
      subject: admin.id,
      expiresIn: `${LIFETIME_MINUTES}m`,
      jwtid: randomBytes(16).toString('base64url'),
    });
    const where = appLink(this.publicUrl, `/wp-admin?signin=${token}`) ?? `the sign-in link code: ${token}`;
    this.outbox.enqueue(em, MAIL, {
      to: admin.email,
      subject: `Sign in to ${this.siteName} admin`,
      text: [
        'Someone has tried many wrong passwords for your admin account, so password sign-in is paused for an hour.',
        `To sign in now, open ${where}`,
        `It works once, within ${LIFETIME_MINUTES} minutes. If you did not try to sign in, your password held; consider changing it.`,
      ].join('\n\n'),
    });
    await em.flush();
    this.outbox.wake();
  }

  /** The admin a link signs in, once: its id and session version; refused when forged, expired, used or outdated. */
  async use(em: EntityManager, signin: string): Promise<{ adminId: string; sessionVersion: number }> {
    let payload: jwt.JwtPayload;
    try {
      payload = jwt.verify(signin, this.secret, { algorithms: ['HS256'] }) as jwt.JwtPayload;
    } catch {
      throw new UnauthenticatedError(INVALID);
    }
    if (payload.purpose !== PURPOSE || typeof payload.sub !== 'string' || typeof payload.jti !== 'string')
      throw new UnauthenticatedError(INVALID);
    const [fresh] = await em.getConnection().execute<{ jti: string }[]>(
      `insert into admin_sign_in_links (jti, admin_id) select ?, a.id from admins a where a.id = ? and a.session_version = ?
       on conflict (jti) do nothing returning jti`,
      [payload.jti, payload.sub, Number(payload.sv) || 0],
    );
    if (!fresh) throw new UnauthenticatedError(INVALID);
    return { adminId: payload.sub, sessionVersion: Number(payload.sv) };
  }
}
