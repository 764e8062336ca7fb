import { type Bill, type BillLine, isReimbursement, normalizedBill, unitOf } from '../common/bill.types.js';
import { lineTax } from '../common/gst.js';
import { amountInWords } from './amount-in-words.js';
import { type DocumentModel, type DocumentTable, renderDocument } from './document.js';
import { type Label, type Labeller, labeller } from './document-labels.js';
import { printable } from '../common/person-text.js';

export interface Operator {
  name: string;
  address: string;
  gstin: string | null;
}

const LEDGER_LABEL: Record<string, string> = {
  PAYMENT: 'Payment',
  REFUND: 'Refund',
  DEPOSIT_HELD: 'Deposit held',
  DEPOSIT_RELEASED: 'Deposit returned',
  DEDUCTION: 'Taken from the deposit',
};

/** The recipient as snapshotted when the document was issued. */
export interface Recipient {
  name: string;
  email: string;
  phone?: string | null;
  address: string | null;
  state: string | null;
  /** A business customer's GSTIN: the document is then B2B and names the legal name beside it. */
  gstin?: string | null;
  businessName?: string | null;
}

/** What every GST document shares: who issues it to whom, where the supply is, in which languages, signed by whom. */
export interface DocumentParties {
  number: string;
  issuedOn: string;
  customer: Recipient;
  /** "Madhya Pradesh (23)" (Rule 46); null on documents issued before issue 31 (then read from the state). */
  placeOfSupply: string | null;
  /** Hindi and English labels (a Hindi customer). */
  bilingual?: boolean;
  /** The staff member who issued it, printed under "Authorised signatory". */
  signedBy?: string | null;
}

/** What an invoice PDF shows: the stored snapshot, so the same row always renders the same document. */
export interface InvoiceDocument extends DocumentParties {
  bookingId: string;
  /** The car rented, as snapshotted at settlement (none on invoices issued before). */
  car?: { name: string; registration: string | null } | null;
  bill: Bill;
  payment: { method: string; reference: string | null };
  /** The ledger rows the invoice was paid by (issue 21), oldest first. */
  ledger?: { kind: string; method: string; reference: string | null; amount: number }[];
  /** The receipt vouchers of advances received before it (Rule 50), adjusted on it. */
  advances?: { number: string; issued_on: unknown; amount: number }[];
}

/** A credit or debit note (Rule 53): against an invoice, with the lines it credits or adds and the reason. */
export interface NoteDocument extends DocumentParties {
  kind: 'credit' | 'debit';
  invoice: { number: string; issuedOn: string };
  /** The lines credited (a waived line at its former amount) or charged (a challan); tax is worked out per line. */
  lines: BillLine[];
  intraState: boolean;
  taxInvoice: boolean;
  reason: string;
  /** The note's amount: its lines with their tax, or a sum credited whose split needed a rupee of rounding off. */
  amount: number;
}

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

function supplierOf(operator: Operator): DocumentModel['supplier'] {
  return { name: operator.name, lines: [operator.address, ...(operator.gstin ? [`GSTIN: ${operator.gstin}`] : [])] };
}

/** The recipient block: name, a business's legal name and GSTIN (B2B), the address, e-mail and phone. */
function recipientOf(c: Recipient, l: Labeller): DocumentModel['recipient'] {
  // Stored person text goes through printable() (issue 28): a name cannot add lines of its own under "Billed to".
  const lines = [printable(c.name)];
  if (c.gstin) lines.push(`${l('Legal name')}: ${printable(c.businessName ?? c.name)}`, `GSTIN: ${c.gstin}`);
  if (c.address) lines.push(`${l('Address')}: ${printable(c.address)}`);
  lines.push([c.email, c.phone].filter(Boolean).join(' · '));
  return { heading: l('Billed to'), lines };
}

/** Rule 46: the place of supply with its state code, and whether tax is payable on reverse charge (never, here). */
function supplyOf(d: DocumentParties, operatorState: string, l: Labeller, more: string[]): string[] {
  return [
    `${l('Place of supply')}: ${d.placeOfSupply ?? d.customer.state ?? operatorState}`,
    `${l('Tax payable on reverse charge')}: ${l('No')}`,
    ...more,
  ];
}

function signatoryOf(operator: Operator, d: DocumentParties, l: Labeller): DocumentModel['signatory'] {
  return { for_: `For ${operator.name}`, name: d.signedBy ?? '', label: l('Authorised signatory') };
}

/** A line's description with its waiver, if any. */
const described = (line: BillLine) =>
  `${printable(line.description)}${line.waivedReason ? ` (waived: ${printable(line.waivedReason)})` : ''}`;

/**
 * The taxable lines as a table (Rule 46: description, SAC, quantity with its unit, rate, taxable value, and CGST and
 * SGST or IGST with rate and amount per line), and the totals by rate.
 */
function taxTable(lines: BillLine[], intraState: boolean, taxInvoice: boolean, l: Labeller): { table: DocumentTable; totals: string[] } {
  const heads = [l('Description'), 'SAC', l('Quantity'), l('Rate'), taxInvoice ? l('Taxable value') : l('Amount')];
  const taxHeads = taxInvoice ? (intraState ? ['CGST', 'SGST'] : ['IGST']) : [];
  const byRate = new Map<number, { cgst: number; sgst: number; igst: number }>();
  const rows = lines.map((line, i) => {
    const tax = lineTax(line.amount, line.gstRate, intraState);
    const sum = byRate.get(line.gstRate) ?? { cgst: 0, sgst: 0, igst: 0 };
    byRate.set(line.gstRate, { cgst: sum.cgst + tax.cgst, sgst: sum.sgst + tax.sgst, igst: sum.igst + tax.igst });
    const taxCells = !taxInvoice
      ? []
      : intraState
        ? [`${line.gstRate / 2}% ${rupees(tax.cgst)}`, `${line.gstRate / 2}% ${rupees(tax.sgst)}`]
        : [`${line.gstRate}% ${rupees(tax.igst)}`];
    return [
      String(i + 1),
      described(line),
      line.sac,
      `${line.quantity} ${unitOf(line)}`,
      rupees(line.unitPrice),
      rupees(line.amount),
      ...taxCells,
    ];
  });
  const taxable = lines.reduce((sum, line) => sum + line.amount, 0);
  const totals = [`${taxInvoice ? l('Taxable value') : l('Value of supply')}: ${rupees(taxable)}`];
  if (taxInvoice) {
    let tax = 0;
    for (const [rate, sum] of [...byRate].sort(([a], [b]) => a - b)) {
      if (rate === 0) continue;
      if (intraState) totals.push(`CGST ${rate / 2}%: ${rupees(sum.cgst)}`, `SGST ${rate / 2}%: ${rupees(sum.sgst)}`);
      else totals.push(`IGST ${rate}%: ${rupees(sum.igst)}`);
      tax += sum.cgst + sum.sgst + sum.igst;
    }
    totals.push(`${l('Total tax')}: ${rupees(tax)}`);
  }
  const columns = ['#', ...heads, ...taxHeads];
  return {
    table: {
      heading: '',
      columns,
      widths: columns.map((_, i) => (i === 1 ? 'fr' : 'auto')),
      align: columns.map((_, i) => (i <= 3 ? 'l' : 'r')),
      rows,
    },
    totals,
  };
}

/** Tolls, fines and challans paid on the customer's behalf: after the tax, no SAC, no rate (Rule 33's pure agent). */
function reimbursementTable(lines: BillLine[], l: Labeller): DocumentTable {
  return {
    heading: `${l('Reimbursements at cost')} (paid on your behalf as a pure agent; not a supply: no SAC, no GST)`,
    columns: ['#', l('Description'), l('Amount')],
    widths: ['auto', 'fr', 'auto'],
    align: ['l', 'l', 'r'],
    rows: lines.map((line, i) => [String(i + 1), described(line), rupees(line.amount)]),
  };
}

/** The tax tables and totals of a set of lines, reimbursements apart; the last total is the grand total. */
function body(lines: BillLine[], intraState: boolean, taxInvoice: boolean, l: Labeller) {
  const taxed = lines.filter((line) => !isReimbursement(line));
  const reimbursed = lines.filter(isReimbursement);
  const { table, totals } = taxTable(taxed, intraState, taxInvoice, l);
  const reimbursements = reimbursed.reduce((sum, line) => sum + line.amount, 0);
  if (reimbursements > 0) totals.push(`${l('Reimbursements at cost')}: ${rupees(reimbursements)}`);
  return { tables: reimbursed.length ? [table, reimbursementTable(reimbursed, l)] : [table], totals };
}

/** What a document adds to the parties' blocks: lines under the number and date, under the place of supply, its tables. */
interface DocumentBody {
  meta: string[];
  supply: string[];
  tables: DocumentTable[];
  totals: string[];
  total: number;
  notes: string[];
}

/** The PDF of a document: the supplier, heading, number and date, recipient, Rule 46's supply lines and signatory. */
function compose(operator: Operator, operatorState: string, d: DocumentParties, heading: Label, b: DocumentBody): Promise<Buffer> {
  const l = labeller(d.bilingual ?? false);
  return Promise.resolve(
    renderDocument({
      lang: d.bilingual ? 'hi' : 'en',
      title: `${heading} ${d.number}`,
      heading: l(heading),
      supplier: supplierOf(operator),
      meta: [`${l('Number')}: ${d.number}`, `${l('Date')}: ${d.issuedOn}`, ...b.meta],
      recipient: recipientOf(d.customer, l),
      supply: supplyOf(d, operatorState, l, b.supply),
      tables: b.tables,
      totals: b.totals,
      words: `${l('Amount in words')}: ${amountInWords(b.total)}`,
      notes: b.notes,
      signatory: signatoryOf(operator, d, l),
    }),
  );
}

/** A tax invoice (operator has a GSTIN) or a bill of supply (no GSTIN: no tax lines). */
export function invoicePdf(operator: Operator, operatorState: string, inv: InvoiceDocument): Promise<Buffer> {
  const bill = normalizedBill(inv.bill);
  const taxInvoice = bill.taxInvoice && operator.gstin !== null;
  const l = labeller(inv.bilingual ?? false);
  const heading: Label = taxInvoice ? 'Tax invoice' : 'Bill of supply';
  const { tables, totals } = body(bill.lines, bill.intraState, taxInvoice, l);
  const total = taxInvoice ? bill.total : bill.taxable + (bill.reimbursements ?? 0);
  totals.push(`${l('Total')}: ${rupees(total)}`);
  const notes = [
    `${l('Advance received')}: ${rupees(bill.advance)} · Deposit held: ${rupees(bill.depositHeld)} · Deducted from deposit: ${rupees(bill.deductions)}`,
    `Paid by ${inv.payment.method}${inv.payment.reference ? ` (${printable(inv.payment.reference)})` : ''}`,
  ];
  for (const v of inv.advances ?? []) {
    const date = v.issued_on instanceof Date ? v.issued_on.toISOString().slice(0, 10) : String(v.issued_on).slice(0, 10);
    notes.push(`${l('Advance adjusted')}: receipt voucher ${v.number} of ${date}, ${rupees(Number(v.amount))}`);
  }
  if (inv.ledger?.length) {
    notes.push('Money received and returned (ledger):');
    for (const row of inv.ledger) {
      notes.push(
        `${LEDGER_LABEL[row.kind] ?? row.kind} · ${row.method}${row.reference ? ` · ${printable(row.reference)}` : ''} · ${rupees(row.amount)}`,
      );
    }
  }
  return compose(operator, operatorState, inv, heading, {
    meta: [],
    supply: [
      `${l('Booking')}: ${inv.bookingId}`,
      ...(inv.car ? [`${l('Car')}: ${printable(inv.car.name)}${inv.car.registration ? ` (${inv.car.registration})` : ''}`] : []),
    ],
    tables,
    totals,
    total,
    notes,
  });
}

/** A credit note (a waiver or refund after invoicing) or a debit note (a charge after settlement), per Rule 53. */
export function notePdf(operator: Operator, operatorState: string, note: NoteDocument): Promise<Buffer> {
  const l = labeller(note.bilingual ?? false);
  const heading: Label = note.kind === 'credit' ? 'Credit note' : 'Debit note';
  const taxInvoice = note.taxInvoice && operator.gstin !== null;
  const { tables, totals } = body(note.lines, note.intraState, taxInvoice, l);
  const lineTotal = note.lines.reduce((sum, line) => {
    const tax = taxInvoice ? lineTax(line.amount, line.gstRate, note.intraState) : { cgst: 0, sgst: 0, igst: 0 };
    return sum + line.amount + tax.cgst + tax.sgst + tax.igst;
  }, 0);
  const total = note.amount;
  if (total !== lineTotal) totals.push(`${l('Round off')}: ${total > lineTotal ? '' : '-'}${rupees(Math.abs(total - lineTotal))}`);
  totals.push(`${l('Total')}: ${rupees(total)}`);
  return compose(operator, operatorState, note, heading, {
    meta: [`${l('Against invoice')}: ${note.invoice.number} dated ${note.invoice.issuedOn}`],
    supply: [`${l('Reason')}: ${printable(note.reason)}`],
    tables,
    totals,
    total,
    notes: [],
  });
}

/** A receipt voucher (Rule 50): an advance received before the invoice, with the tax it includes. */
export interface VoucherDocument extends DocumentParties {
  bookingId: string;
  line: BillLine;
  intraState: boolean;
  amount: number;
  /** A refund voucher (Rule 51): the receipt voucher whose advance it returns. */
  refunds?: { number: string; issuedOn: string };
}

/** A receipt voucher (Rule 50), or a refund voucher (Rule 51) when `refunds` names the receipt voucher it returns. */
export function voucherPdf(operator: Operator, operatorState: string, v: VoucherDocument): Promise<Buffer> {
  const l = labeller(v.bilingual ?? false);
  const { tables, totals } = body([v.line], v.intraState, v.line.gstRate > 0, l);
  totals.push(`${l(v.refunds ? 'Advance refunded' : 'Advance received')}: ${rupees(v.amount)}`);
  return compose(operator, operatorState, v, v.refunds ? 'Refund voucher' : 'Receipt voucher', {
    meta: v.refunds ? [`${l('Against receipt voucher')}: ${v.refunds.number} dated ${v.refunds.issuedOn}`] : [],
    supply: [`${l('Booking')}: ${v.bookingId}`],
    tables,
    totals,
    total: v.amount,
    notes: [
      v.refunds
        ? 'The advance received on the receipt voucher above, returned: no supply was made against it.'
        : 'Adjusted against the tax invoice issued when the trip is settled.',
    ],
  });
}
