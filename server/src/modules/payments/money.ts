import { BadInputError } from '../common/errors.js';

/**
 * Whole rupees on the site, paise at Razorpay: the one place that converts (issue 21). Anything that is not a whole
 * number of rupees is refused rather than rounded, so no amount drifts on its way through.
 */
export function toPaise(rupees: number): number {
  if (!Number.isSafeInteger(rupees) || rupees < 0) throw new Error(`not a whole rupee amount: ${rupees}`);
  return rupees * 100;
}

export function fromPaise(paise: unknown): number | null {
  return typeof paise === 'number' && Number.isSafeInteger(paise) && paise >= 0 && paise % 100 === 0 ? paise / 100 : null;
}

/**
 * A whole-rupee amount staff typed (already whole and at least 1: payment.schemas.ts `rupeesTaken`) against what is
 * due, `max`: the database's side of the rule.
 */
export function assertWithinDue(amount: number, max: number): number {
  if (amount < 1 || amount > max) {
    throw new BadInputError(max < 1 ? 'Nothing is due for this booking.' : `The amount must be a whole number of rupees from 1 to ${max}.`);
  }
  return amount;
}

/**
 * The UPI deep link of NPCI's UPI linking specification: any UPI app opens it (or scans it as a QR code) with the
 * payee, the amount and our reference filled in. `tr` is the payment's reference (at most 35 characters).
 */
export function upiUri(p: { vpa: string; payeeName: string; amount: number; reference: string; note: string }): string {
  const q = new URLSearchParams({
    pa: p.vpa,
    pn: p.payeeName,
    am: `${p.amount}.00`,
    cu: 'INR',
    tr: p.reference.slice(0, 35),
    tn: p.note.slice(0, 50),
  });
  // URLSearchParams writes spaces as '+', which some UPI apps show literally.
  return `upi://pay?${q.toString().replace(/\+/g, '%20')}`;
}

/** How staff took money at the counter or the bill: ONLINE is a Razorpay payment they looked up. */
export type CounterMethod = 'CASH' | 'UPI' | 'CARD' | 'ONLINE';
