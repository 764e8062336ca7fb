import { z } from 'zod';
import { requests as authRequests } from '../auth/auth.schemas.js';
import { filled } from '../common/rest-schemas.js';

/** The admin module's request bodies (common/rest-schemas.ts has the shared pieces). */
export const requests = {
  login: z.object({ email: filled(254), password: filled(1000) }),
  /** The staff's sign-in link reads the same body as the customer's. */
  signInLink: authRequests.signInLink,
};
