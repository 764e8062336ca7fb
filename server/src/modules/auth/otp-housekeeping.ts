import type { BootstrapHook } from '../../bootstrap.js';

/** Bootstrap hook: challenges older than a day count toward no limit any more; drop them. */
export const pruneOtpChallenges: BootstrapHook = async (em) => {
  await em.execute(`delete from otp_challenges where created_at < now() - interval '1 day'`);
};
