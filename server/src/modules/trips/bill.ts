import type { Bill, BillLine, BillLineKind } from '../common/bill.types.js';
import { kmAllowance, lateHourCharge } from '../common/trip-terms.js';

/**
 * The bill of a trip (README, decisions): pure functions beside the quote (modules/bookings/pricing.ts), whole rupees.
 * - Rent: the booking's total as quoted and stored at booking time.
 * - Late return: free within the grace (SPEC: "pickup within 30 minutes after end"); past it, every started hour
 *   from the booked end costs LATE_HOUR_PERCENT of the daily price, capped at a day's rent per started day late.
 * - Extra km: unlimited only for bookings over 72 hours (SPEC); shorter ones include KM_PER_DAY per started day of
 *   the booked period and every km beyond costs the car's Extra km fare (`extrafare`).
 * - Fuel: every eighth below the handover level costs FUEL_CHARGE_PER_EIGHTH.
 * - SPEC's fees: over-speeding ₹1000, smoking ₹500, key not returned ₹2000, mats cleaning ₹500.
 * - Charges staff enter (toll, fine, damage, other). Tolls and fines are paid on the customer's behalf (a pure agent's
 *   reimbursement) and carry no GST; every other line carries GST_RATE.
 * - Tax: none without OPERATOR_GSTIN (a bill of supply); CGST + SGST (half the rate each) when the customer's state is
 *   OPERATOR_STATE, else IGST. Tax is rounded per line, then summed.
 * - The deposit held at handover pays what the advance does not; the balance is what is still owed (negative: due back).
 */

export const FEES = {
  OVERSPEEDING: { amount: 1000, description: 'Over-speeding fine' },
  SMOKING: { amount: 500, description: 'Smoking fee' },
  KEY_NOT_RETURNED: { amount: 2000, description: 'Key not returned within 3 days' },
  MATS_CLEANING: { amount: 500, description: 'Removable mats cleaning' },
} as const;
export type TripFee = keyof typeof FEES;
export type ChargeKind = 'TOLL' | 'FINE' | 'DAMAGE' | 'OTHER';

/** Lines with no GST: amounts paid on the customer's behalf. */
const UNTAXED: ReadonlySet<BillLineKind> = new Set<BillLineKind>(['TOLL', 'FINE']);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface BillingSettings {
  gstRate: number;
  gstSac: string;
  /** The operator's GSTIN; null: a bill of supply with no tax. */
  operatorGstin: string | null;
  operatorState: string;
  securityDeposit: number;
  kmPerDay: number;
  fuelChargePerEighth: number;
  lateGraceMinutes: number;
  /** Percent of the daily price per started late hour. */
  lateHourPercent: number;
}

export interface BillInput {
  /** The booking's stored total (rent as quoted). */
  rent: number;
  /** The booking's advance, fixed at acceptance. */
  advance: number;
  /** The car's daily price and Extra km fare, rupees. */
  dailyPrice: number;
  extraKmFare: number;
  /** The booked period (epoch ms). */
  pickupAt: number;
  dropAt: number;
  returnedAt: number;
  handover: { odometerKm: number; fuelEighths: number };
  returned: { odometerKm: number; fuelEighths: number };
  fees: readonly TripFee[];
  charges: readonly { kind: ChargeKind; description: string; amount: number }[];
  /** Waived lines by index: the reason is kept, the amount becomes 0. */
  waivers?: readonly { index: number; reason: string }[];
  /** The customer's state from the profile; absent: the operator's. */
  customerState?: string | null;
  /** The deposit recorded at handover. */
  depositHeld: number;
}

export class BillInputError extends Error {}

/** Late-return charge: 0 inside the grace; then started hours, capped at a day's rent per started day late. */
export function lateReturn(
  dropAt: number,
  returnedAt: number,
  dailyPrice: number,
  s: Pick<BillingSettings, 'lateGraceMinutes' | 'lateHourPercent'>,
): { hours: number; days: number; hourly: number; amount: number; capped: boolean } {
  const late = returnedAt - dropAt;
  if (late <= s.lateGraceMinutes * MINUTE) return { hours: 0, days: 0, hourly: 0, amount: 0, capped: false };
  const hours = Math.ceil(late / HOUR);
  const days = Math.ceil(late / DAY);
  const hourly = lateHourCharge(dailyPrice, s.lateHourPercent);
  const cap = days * dailyPrice;
  return { hours, days, hourly, amount: Math.min(hours * hourly, cap), capped: hours * hourly > cap };
}

/** Eighths of a tank short of the handover level (never negative). */
export function fuelShortEighths(handoverEighths: number, returnedEighths: number): number {
  return Math.max(0, handoverEighths - returnedEighths);
}

function sameState(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function formatLateness(ms: number): string {
  const minutes = Math.ceil(ms / MINUTE);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} h ${m} min` : `${m} min`;
}

function validate(input: BillInput): void {
  const eighth = (n: number) => Number.isInteger(n) && n >= 0 && n <= 8;
  if (!eighth(input.handover.fuelEighths) || !eighth(input.returned.fuelEighths))
    throw new BillInputError('Fuel is counted in eighths of a tank, from 0 to 8.');
  if (input.returned.odometerKm < input.handover.odometerKm) {
    throw new BillInputError(
      `The odometer at return (${input.returned.odometerKm} km) cannot be below the handover reading (${input.handover.odometerKm} km).`,
    );
  }
  for (const c of input.charges) {
    if (!Number.isInteger(c.amount) || c.amount <= 0) throw new BillInputError('Each charge needs an amount of whole rupees above 0.');
  }
}

/** The lines of the bill before tax, in a fixed order (waiver indexes point into it). */
export function billLines(input: BillInput, s: BillingSettings): BillLine[] {
  validate(input);
  const taxInvoice = s.operatorGstin !== null;
  const line = (kind: BillLineKind, description: string, quantity: number, unitPrice: number, amount = quantity * unitPrice): BillLine => ({
    kind,
    description,
    quantity,
    unitPrice,
    amount: Math.round(amount),
    sac: s.gstSac,
    gstRate: taxInvoice && !UNTAXED.has(kind) ? s.gstRate : 0,
    waivedReason: null,
  });
  const lines: BillLine[] = [line('RENT', 'Rent as booked', 1, input.rent)];

  const late = lateReturn(input.dropAt, input.returnedAt, input.dailyPrice, s);
  if (late.amount > 0) {
    const lateness = formatLateness(input.returnedAt - input.dropAt);
    lines.push(
      late.capped
        ? line('LATE_RETURN', `Late return (${lateness}), capped at a day's rent per day`, late.days, input.dailyPrice, late.amount)
        : line('LATE_RETURN', `Late return (${lateness}), per started hour`, late.hours, late.hourly),
    );
  }

  const allowance = kmAllowance(input.pickupAt, input.dropAt, s.kmPerDay);
  const driven = input.returned.odometerKm - input.handover.odometerKm;
  if (allowance !== null && driven > allowance && input.extraKmFare > 0) {
    lines.push(line('EXTRA_KM', `Extra km (${driven} km driven, ${allowance} km included)`, driven - allowance, input.extraKmFare));
  }

  const short = fuelShortEighths(input.handover.fuelEighths, input.returned.fuelEighths);
  if (short > 0) lines.push(line('FUEL', `Fuel below the handover level (${short}/8 of a tank)`, short, s.fuelChargePerEighth));

  for (const fee of [...new Set(input.fees)]) lines.push(line(fee, FEES[fee].description, 1, FEES[fee].amount));
  for (const c of input.charges) lines.push(line(c.kind, c.description, 1, c.amount));

  for (const w of input.waivers ?? []) {
    const target = lines[w.index];
    if (!target) throw new BillInputError(`The bill has no line ${w.index + 1}.`);
    target.amount = 0;
    target.waivedReason = w.reason;
  }
  return lines;
}

/** The whole bill: lines, tax split, deposit, advance and balance. */
export function computeBill(input: BillInput, s: BillingSettings): Bill {
  const lines = billLines(input, s);
  const taxInvoice = s.operatorGstin !== null;
  const intraState = sameState(input.customerState || s.operatorState, s.operatorState);
  let cgst = 0;
  let sgst = 0;
  let igst = 0;
  let taxable = 0;
  for (const l of lines) {
    taxable += l.amount;
    if (l.gstRate === 0) continue;
    if (intraState) {
      const half = Math.round((l.amount * l.gstRate) / 200);
      cgst += half;
      sgst += half;
    } else {
      igst += Math.round((l.amount * l.gstRate) / 100);
    }
  }
  const total = taxable + cgst + sgst + igst;
  const afterAdvance = total - input.advance;
  const deductions = Math.min(input.depositHeld, Math.max(0, afterAdvance));
  return {
    lines,
    taxInvoice,
    intraState,
    taxable,
    cgst,
    sgst,
    igst,
    total,
    depositHeld: input.depositHeld,
    deductions,
    advance: input.advance,
    balance: afterAdvance - input.depositHeld,
  };
}
