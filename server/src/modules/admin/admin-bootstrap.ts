import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { StartupHook } from '../common/startup-hook.js';
import { Admin } from './admin.entity.js';
import { hashPassword, passwordMatches } from './passwords.js';
import { isEmail } from '../common/person-details.js';
import { Role } from '../common/enums.js';
import { notifyStatement } from '../../graphql/pg-event-target.js';

/** Every process forgets these admins' cached sessions and closes their sockets (modules/auth/sessions.ts). */
async function endSessions(em: EntityManager, ids: string[]): Promise<void> {
  await em.execute(...notifyStatement('SESSION_REVOKED', { role: Role.Admin, ids }));
}

function demoAdminEmail(siteName: string): string {
  return `admin@${siteName.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'site'}.example`;
}

async function ensureConfiguredAdmin(em: EntityManager, email: string, password: string, demoEmail: string, log: (msg: string) => void): Promise<void> {
  if (!isEmail(email)) throw new Error('ADMIN_EMAIL is not a valid e-mail address.');
  if (password.length < 8) log('warning: ADMIN_PASSWORD is shorter than 8 characters.');
  const existing = await em.findOne(Admin, { email });
  // The demo admin's password was printed to the log: once a real account is configured, it goes.
  if (email !== demoEmail) {
    const removed = await em.execute<{ id: string }[]>('delete from admins where email = ? returning id', [demoEmail]);
    if (removed.length) {
      await endSessions(em, removed.map((r) => r.id));
      log(`demo admin ${demoEmail} removed (ADMIN_EMAIL is set).`);
    }
  }
  if (existing && (await passwordMatches(password, existing.passwordHash))) return;
  await em.execute(
    `insert into admins (id, email, password_hash) values (?, ?, ?)
       on conflict (email) do update set password_hash = excluded.password_hash, session_version = admins.session_version + 1`,
    [randomUUID(), email, await hashPassword(password)]);
  if (existing) await endSessions(em, [existing.id]);
  log(`admin account ${email} ${existing ? 'password updated from ADMIN_PASSWORD' : 'created from ADMIN_EMAIL'}.`);
}

/** On an empty admins table without ADMIN_EMAIL/ADMIN_PASSWORD: a demo admin, its password printed this once. */
async function ensureDemoAdmin(em: EntityManager, siteName: string, log: (msg: string) => void): Promise<void> {
  if ((await em.count(Admin, {})) > 0) return;
  const email = demoAdminEmail(siteName);
  const password = randomBytes(9).toString('base64url');
  const [created] = await em.execute<{ id: string }[]>(
    'insert into admins (id, email, password_hash) values (?, ?, ?) on conflict (email) do nothing returning id',
    [randomUUID(), email, await hashPassword(password)]);
  // Another process starting at the same moment may have made it; only the one that did prints it.
  if (created) {
    log(`demo admin created: email ${email} password ${password} (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own).`);
  }
}

/** Bootstrap hook: ADMIN_EMAIL/ADMIN_PASSWORD name the admin account ensured at every start (created, or its hash updated). */
export const ensureAdminAccount: StartupHook = async (em, config, log) => {
  const email = config.adminEmail?.trim().toLowerCase();
  const password = config.adminPassword;
  if (email && password) return ensureConfiguredAdmin(em, email, password, demoAdminEmail(config.site.siteName), log);
  if (email || password) log('warning: ADMIN_EMAIL and ADMIN_PASSWORD must be set together; neither was used.');
  return ensureDemoAdmin(em, config.site.siteName, log);
};
