import { z } from 'zod';

/** The payments module's REST request bodies (common/rest-schemas.ts has the shared pieces). */
export const requests = {
  /** Razorpay's event envelope; the handler reads what it needs after checking the signature. */
  razorpayWebhook: z.looseObject({ event: z.string(), payload: z.looseObject({}) }),
};
