import { randomUUID } from 'node:crypto';
import { BadInputError } from '../common/errors.js';
import { optionalText, requiredText } from '../common/input.js';
import { personLine } from '../common/person-text.js';

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

/** A UTR (the bank's reference of a UPI transfer): exactly 12 digits once spaces and hyphens go; never cut to fit. */
export function readUtr(value: unknown): string {
  const utr = typeof value === 'string' ? value.replace(/[\s-]+/g, '') : '';
  if (!/^\d{12}$/.test(utr)) throw new BadInputError('Enter the 12-digit UTR (UPI reference) shown by your UPI app.');
  return utr;
}

/** A whole-rupee amount a person typed (staff recording a payment). */
export function readRupees(value: unknown, max: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1 || n > max) {
    throw new BadInputError(max < 1 ? 'Nothing is due for this booking.' : `The amount must be a whole number of rupees from 1 to ${max}.`);
  }
  return n;
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

/** The reference staff give for money taken: a UTR for UPI, the slip for a card, Razorpay's id online; cash may have none. */
export function readCounterReference(method: CounterMethod, value: unknown): string {
  if (method === 'UPI') return readUtr(value);
  if (method === 'CARD') return personLine(requiredText(value, 'Reference', 60, 'Give the card slip or terminal reference.'), 'Reference');
  if (method === 'ONLINE') {
    const id = requiredText(value, 'Reference', 60, 'Give the Razorpay payment id (pay_…).');
    if (!/^pay_[A-Za-z0-9]{6,40}$/.test(id)) throw new BadInputError('Give the Razorpay payment id (pay_…).');
    return id;
  }
  return personLine(optionalText(value, 'Reference', 60), 'Reference') ?? `CASH-${randomUUID().slice(0, 8).toUpperCase()}`;
}
