import type { StartupHook } from '../common/startup-hook.js';

/** Bootstrap hook: challenges older than a day count toward no limit any more; drop them. */
export const pruneOtpChallenges: StartupHook = async (em) => {
  await em.execute(`delete from otp_challenges where created_at < now() - interval '1 day'`);
};
