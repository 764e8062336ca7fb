import type { StartupHook } from './modules/common/startup-hook.js';
import { ensureAdminAccount } from './modules/admin/admin-bootstrap.js';
import { pruneOtpChallenges } from './modules/auth/otp-housekeeping.js';

/** Work done once at start after migrations and the demo seed. Modules add theirs. */
export const bootstrapHooks: StartupHook[] = [ensureAdminAccount, pruneOtpChallenges];
