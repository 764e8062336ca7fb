import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { StartupHook } from '../common/startup-hook.js';
import { Admin } from './admin.entity.js';
import { hashPassword, passwordMatches } from './passwords.js';
import { isEmail } from '../common/person-details.js';

// Removing an admin or changing its password ends its sessions on every process: database triggers bump the
// session version and NOTIFY the revocation (migrations/Migration20261125031000_session_revocation_triggers.ts).

function demoAdminEmail(siteName: string): string {
  return `admin@${siteName.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'site'}.example`;
}

async function ensureConfiguredAdmin(
  em: EntityManager,
  email: string,
  password: string,
  demoEmail: string,
  log: (msg: string) => void,
): Promise<void> {
  if (!isEmail(email)) throw new Error('ADMIN_EMAIL is not a valid e-mail address.');
  if (password.length < 8) log('warning: ADMIN_PASSWORD is shorter than 8 characters.');
  const existing = await em.findOne(Admin, { email });
  // The demo admin's password was printed to the log: once a real account is configured, it goes. So does the
  // account an earlier ADMIN_EMAIL created. Admins added by SQL stay.
  const removed = await em.execute<{ email: string }[]>(
    'delete from admins where email <> ? and (email = ? or from_config) returning email',
    [email, demoEmail],
  );
  for (const { email: gone } of removed) {
    log(
      gone === demoEmail ? `demo admin ${gone} removed (ADMIN_EMAIL is set).` : `admin ${gone} removed (ADMIN_EMAIL now names ${email}).`,
    );
  }
  if (existing && (await passwordMatches(password, existing.passwordHash))) {
    if (!existing.fromConfig) await em.execute('update admins set from_config = true where id = ?', [existing.id]);
    return;
  }
  await em.execute(
    `insert into admins (id, email, password_hash, from_config) values (?, ?, ?, true)
       on conflict (email) do update set password_hash = excluded.password_hash, from_config = true`,
    [randomUUID(), email, await hashPassword(password)],
  );
  log(`admin account ${email} ${existing ? 'password updated from ADMIN_PASSWORD' : 'created from ADMIN_EMAIL'}.`);
}

/** On an empty admins table without ADMIN_EMAIL/ADMIN_PASSWORD: a demo admin, its password printed this once. */
async function ensureDemoAdmin(em: EntityManager, siteName: string, log: (msg: string) => void): Promise<void> {
  if ((await em.count(Admin, {})) > 0) return;
  const email = demoAdminEmail(siteName);
  const password = randomBytes(9).toString('base64url');
  const [created] = await em.execute<{ id: string }[]>(
    'insert into admins (id, email, password_hash) values (?, ?, ?) on conflict (email) do nothing returning id',
    [randomUUID(), email, await hashPassword(password)],
  );
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
