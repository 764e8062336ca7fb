/**
 * The context a mutation sets to send an Idempotency-Key (booking and payment mutations; docs/integrating.md). Its
 * own module, importing nothing: a form that loads Apollo only when sent (useOnDemandMutation) names it too.
 */
export const IDEMPOTENT = { idempotent: true } as const;
