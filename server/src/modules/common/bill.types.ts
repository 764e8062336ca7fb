// The final bill of a trip: computed by the trips module (modules/trips), rendered and numbered by the invoices
// module (modules/invoices). Both read this one shape, so neither imports the other. All amounts are whole rupees.

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
}

export interface BillTotals {
  /** Sum of the line amounts (tax-exclusive). */
  taxable: number;
  /** Intra-state supply: CGST + SGST; inter-state: IGST. Zero when the operator has no GSTIN (bill of supply). */
  cgst: number;
  sgst: number;
  igst: number;
  /** taxable + cgst + sgst + igst. */
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
