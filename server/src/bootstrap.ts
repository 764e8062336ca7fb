import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from './config.js';
import { ensureAdminAccount } from './modules/admin/admin-bootstrap.js';
import { pruneOtpChallenges } from './modules/auth/otp-housekeeping.js';

/** Work done once at start after migrations and the demo seed, e.g. ensuring the admin account. Modules add theirs. */
export type BootstrapHook = (em: EntityManager, config: AppConfig, log: (msg: string) => void) => Promise<void>;

export const bootstrapHooks: BootstrapHook[] = [ensureAdminAccount, pruneOtpChallenges];
