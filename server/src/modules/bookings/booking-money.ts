import { BookingStatus } from '../common/enums.js';

/** What a booking owes and has paid, as the ledger (modules/payments) and the booking's own figures say. */
export interface BookingMoney {
  status: BookingStatus;
  amount: number;
  advance: number;
  paid: number;
  refunded: number;
  /** The trip's bill once the car is back (modules/trips). */
  tripBill?: { total: number; depositHeld: number } | null;
}

/**
 * What the customer owes in all at this stage, in whole rupees: nothing until staff accept; the advance once Accepted (the bill less the deposit once the car is back)
 * (docs/decisions.md: due on acceptance); the rent as quoted (or the trip's bill) once Completed (the balance is payable within 24 hours of
 * the end, SPEC.md); nothing for a Rejected or Canceled booking (what a cancellation keeps is kept from what was
 * paid, and the rest is refunded by the payments module).
 */
export function amountOwed(b: Pick<BookingMoney, 'status' | 'amount' | 'advance' | 'tripBill'>): number {
  // The car is back and the bill computed: the balance is due now, less what the deposit held will pay.
  if (b.status === BookingStatus.Accepted && b.tripBill) return Math.max(0, b.tripBill.total - b.tripBill.depositHeld);
  if (b.status === BookingStatus.Accepted) return b.advance;
  // After a trip, its bill replaces the quoted rent (late return, km, fuel, fees, tax).
  if (b.status === BookingStatus.Completed) return b.tripBill?.total ?? b.amount;
  return 0;
}

/** What is still to pay now: what is owed less what was paid net of refunds, never below zero. */
export function amountDue(b: BookingMoney): number {
  return Math.max(0, amountOwed(b) - ((b.paid ?? 0) - (b.refunded ?? 0)));
}

/**
 * What a cancellation keeps and gives back, applied to the money actually paid (the ledger's net): the policy's
 * charge (cancellation.ts, on the advance fixed at acceptance), never more than was paid, and the rest of what was
 * paid refunded. A refund never exceeds what was paid; a booking nobody paid for owes and is owed nothing.
 */
export function settleCancellation(policyCharge: number, b: Pick<BookingMoney, 'paid' | 'refunded'>): { charge: number; refund: number } {
  const net = Math.max(0, (b.paid ?? 0) - (b.refunded ?? 0));
  const charge = Math.min(policyCharge, net);
  return { charge, refund: net - charge };
}

/** A move of an Accepted booking stays Accepted only inside the period staff accepted; anything else is a new request. */
export function staysInside(accepted: { start: number; end: number }, moved: { start: number; end: number }): boolean {
  return moved.start >= accepted.start && moved.end <= accepted.end;
}
