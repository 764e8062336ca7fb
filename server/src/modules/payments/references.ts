import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from '../common/errors.js';

/** What used a reference: a customer's UPI claim, money taken at the counter or at settlement, a refund, a Razorpay capture. */
export type ReferenceUse = 'claim' | 'counter' | 'settlement' | 'deposit' | 'refund' | 'razorpay';

/** The key a reference is unique by: spaces and hyphens dropped, upper case ("4012 3456 7890" is "401234567890"). */
export const referenceKey = (reference: string) => reference.replace(/[\s-]/g, '').toUpperCase();

const USED: Record<ReferenceUse, string> = {
  claim: 'This UTR has already been used for a payment.',
  counter: 'This reference has already been recorded for a payment.',
  settlement: 'This reference has already been recorded for a payment.',
  deposit: 'This reference has already been recorded for a payment.',
  refund: 'This reference has already been used for a payment or a refund.',
  razorpay: 'This Razorpay payment has already been recorded.',
};

/**
 * Takes `reference` for one use, in the caller's transaction (issue 29, finding 5): a UTR, slip, receipt, Razorpay
 * or refund id counts once across every use, so the UTR typed at a settlement cannot also pay someone else's claim.
 * The same payment taking its own reference again (Checkout's handler and the webhook) is not a second use.
 * Otherwise a reference already used is a 409 that writes nothing.
 */
export async function claimReference(
  tx: EntityManager,
  reference: string,
  use: ReferenceUse,
  owner: { bookingId: string; paymentId?: string | null },
): Promise<void> {
  const key = referenceKey(reference);
  const rows = await tx.getConnection().execute<{ payment_id: string | null }[]>(
    `with mine as (
       insert into money_references (reference, use, booking_id, payment_id) values (?, ?, ?, ?)
       on conflict (reference) do nothing returning payment_id)
     select payment_id, true as fresh from mine
     union all select payment_id, false from money_references where reference = ? and not exists (select 1 from mine)`,
    [key, use, owner.bookingId, owner.paymentId ?? null, key],
    'all',
    tx.getTransactionContext(),
  );
  const [row] = rows as { payment_id: string | null; fresh: boolean }[];
  if (row?.fresh) return;
  if (row && owner.paymentId && row.payment_id === owner.paymentId) return;
  throw new ConflictError(USED[use]);
}

/** Frees a rejected claim's UTR (the customer may have typed it wrong; the right owner may use it). */
export async function releaseReference(tx: EntityManager, reference: string, paymentId: string): Promise<void> {
  await tx
    .getConnection()
    .execute(
      'delete from money_references where reference = ? and payment_id = ?',
      [referenceKey(reference), paymentId],
      'run',
      tx.getTransactionContext(),
    );
}
