import { z } from 'zod';
import { filled } from '../common/rest-schemas.js';

/** The admin module's request bodies (common/rest-schemas.ts has the shared pieces). */
export const requests = {
  login: z.object({ email: filled(254), password: filled(1000) }),
  /** A link that is not one (or no text) is the service's 401 ("not valid any more"), as a forged one. */
  signInLink: z.object({ signin: filled(1000).openapi({ description: 'The signin parameter of the link in the code mail' }) }),
};
