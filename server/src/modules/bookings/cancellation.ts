import { BookingStatus } from '../common/enums.js';

/**
 * SPEC.md section 9 applied. The advance (the first day's rent, pricing.ts) is paid when staff accept a booking, so
 * cancelling a Pending booking costs nothing. For an Accepted one, by the time left before pick-up (city time):
 * more than 24 hours, no charge; 6 to 24 hours, a flat fee of 50% of the advance; less than 6 hours, 100% of it;
 * after the start, no refund. The platform fee deducted from a refund is PLATFORM_FEE rupees (none today).
 */
export const PLATFORM_FEE = 0;
const HOUR = 3_600_000;

export type CancellationRule = 'unconfirmed' | 'free' | 'half' | 'full' | 'started';

export interface CancellationTerms {
  rule: CancellationRule;
  /** The advance paid (0 for a Pending booking). */
  advance: number;
  charge: number;
  refund: number;
  /** Hours left before pick-up, negative after the start. */
  hoursLeft: number;
  /** What cancelling now costs, as the customer reads it before the reason prompt. */
  sentence: string;
}

const rupeeFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
export const rupees = (n: number) => `₹${rupeeFormat.format(n)}`;

export function cancellationTerms(status: BookingStatus, advance: number, pickupMs: number, nowMs: number): CancellationTerms {
  const left = pickupMs - nowMs;
  const hoursLeft = Math.round((left / HOUR) * 100) / 100;
  if (status !== BookingStatus.Accepted) {
    return {
      rule: 'unconfirmed',
      advance: 0,
      charge: 0,
      refund: 0,
      hoursLeft,
      sentence: `Cancelling now costs ${rupees(0)}: this booking was never confirmed, so no advance was paid.`,
    };
  }
  const paid = advance;
  const settle = (rule: CancellationRule, charge: number, sentence: (refund: number) => string): CancellationTerms => {
    const refund = Math.max(0, paid - charge - (paid - charge > 0 ? PLATFORM_FEE : 0));
    return { rule, advance: paid, charge, refund, hoursLeft, sentence: sentence(refund) };
  };
  if (left <= 0) {
    return settle(
      'started',
      paid,
      () => `Your booking has started: cancelling now costs your whole advance of ${rupees(paid)}, and nothing is refunded.`,
    );
  }
  if (left < 6 * HOUR) {
    return settle(
      'full',
      paid,
      () => `Cancelling now, less than 6 hours before pick-up, costs your whole advance of ${rupees(paid)}; nothing is refunded.`,
    );
  }
  if (left <= 24 * HOUR) {
    const fee = Math.round(paid / 2);
    return settle(
      'half',
      fee,
      (refund) =>
        `Cancelling now, 6 to 24 hours before pick-up, costs ${rupees(fee)} (50% of your advance of ${rupees(paid)}); ${rupees(refund)} is refunded.`,
    );
  }
  return settle(
    'free',
    0,
    (refund) =>
      `Cancelling now, more than 24 hours before pick-up, costs ${rupees(0)}; your advance of ${rupees(paid)} is refunded${refund < paid ? ` less the platform fee (${rupees(refund)})` : ' in full'}.`,
  );
}
