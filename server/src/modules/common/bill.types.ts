// The final bill of a trip: computed by the trips module (modules/trips), rendered and numbered by the invoices
// module (modules/invoices). Both read this one shape, so neither imports the other. All amounts are whole rupees.
import type { Language } from './language.js';
import { say } from './server-texts.js';

export type BillLineKind =
  | 'RENT'
  | 'LATE_RETURN'
  | 'EXTRA_KM'
  | 'FUEL'
  | 'DELIVERY'
  | 'OVERSPEEDING'
  | 'SMOKING'
  | 'KEY_NOT_RETURNED'
  | 'MATS_CLEANING'
  | 'TOLL'
  | 'FINE'
  | 'DAMAGE'
  | 'OTHER';

export interface BillLine {
  kind: BillLineKind;
  description: string;
  quantity: number;
  /** Rupees per unit, before tax. */
  unitPrice: number;
  /** quantity × unitPrice, rounded to whole rupees; 0 when waived. */
  amount: number;
  /** Services Accounting Code printed on the invoice (GST_SAC by default). */
  sac: string;
  /** GST rate in percent (GST_RATE by default); 0 on a bill of supply. */
  gstRate: number;
  /** Set when staff waived the line: the reason is kept, the amount becomes 0. */
  waivedReason?: string | null;
  /** The unit of `quantity` (Rule 46): booking, hours, days, km, eighths of a tank, each. Absent on older snapshots. */
  unit?: string;
}

/**
 * Amounts paid on the customer's behalf and passed on at cost (a pure agent, CGST Rules 33): tolls, fines and
 * challans. They are outside the value of supply: no SAC, no rate, listed after the tax and added to the total.
 */
export const REIMBURSEMENT_KINDS: ReadonlySet<BillLineKind> = new Set<BillLineKind>(['TOLL', 'FINE']);

export function isReimbursement(line: Pick<BillLine, 'kind'>): boolean {
  return REIMBURSEMENT_KINDS.has(line.kind);
}

const UNITS: Partial<Record<BillLineKind, string>> = { RENT: 'booking', EXTRA_KM: 'km', FUEL: 'eighths of a tank' };

/** A line's unit of quantity, also for snapshots stored before lines carried one. */
export function unitOf(line: BillLine): string {
  if (line.unit) return line.unit;
  if (line.kind === 'LATE_RETURN') return line.description.includes('per day') ? 'days' : 'hours';
  return UNITS[line.kind] ?? 'each';
}

export interface BillTotals {
  /** Sum of the taxable lines (tax-exclusive); reimbursements are not in it. */
  taxable: number;
  /** Tolls, fines and challans passed on at cost: no tax, added to the total. Absent on snapshots before issue 31. */
  reimbursements?: number;
  /** Intra-state supply: CGST + SGST; inter-state: IGST. Zero when the operator has no GSTIN (bill of supply). */
  cgst: number;
  sgst: number;
  igst: number;
  /** taxable + cgst + sgst + igst + reimbursements. */
  total: number;
  /** The security deposit recorded as held at handover. */
  depositHeld: number;
  /** What is taken from the deposit toward the total. */
  deductions: number;
  /** The advance fixed at acceptance, already due (or paid) before the trip. */
  advance: number;
  /** What the customer still owes (positive) or is owed back (negative) after advance and deposit. */
  balance: number;
}

export interface Bill extends BillTotals {
  lines: BillLine[];
  /** true: a tax invoice (OPERATOR_GSTIN set); false: a bill of supply with no tax lines. */
  taxInvoice: boolean;
  /** Intra-state (CGST+SGST) or inter-state (IGST), from the customer's state against OPERATOR_STATE. */
  intraState: boolean;
  /** The car the bill is for, for the invoice (issue 29): its name and registration number (null when not recorded). */
  vehicle?: { name: string; registrationNumber: string | null };
}

/**
 * A stored bill as issue 31 reads it: snapshots taken before it counted reimbursements in `taxable` and had no units.
 * The total was right then too (tolls carried no tax), so only the split and the units are filled in.
 */
export function normalizedBill(bill: Bill, language: Language = 'en'): Bill {
  const lines = bill.lines.map((l) => ({
    ...l,
    // The line as the customer reads it (a line staff typed stays as typed, unless the catalogue knows it).
    description: say(language, l.description),
    unit: say(language, unitOf(l)),
    sac: isReimbursement(l) ? '' : l.sac,
  }));
  if (bill.reimbursements !== undefined) return { ...bill, lines };
  const reimbursements = bill.lines.filter(isReimbursement).reduce((sum, l) => sum + l.amount, 0);
  return { ...bill, lines, reimbursements, taxable: bill.taxable - reimbursements };
}
