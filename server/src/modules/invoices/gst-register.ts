import type { EntityManager } from '@mikro-orm/postgresql';
import type { Bill, BillLine } from '../common/bill.types.js';
import { BadInputError } from '../common/errors.js';
import { lineTax, placeOfSupply } from '../common/gst.js';

/**
 * The month's tax documents as the accountant's exports read them (issue 31): one row per invoice, note or voucher,
 * with its tax per rate. The sales register (CSV) and GSTR-1 (JSON) are both drawn from these rows, so they agree.
 * Amounts are whole rupees here; the exports print rupees with two decimals.
 */
export type GstDocumentType = 'INVOICE' | 'CREDIT_NOTE' | 'DEBIT_NOTE' | 'RECEIPT_VOUCHER' | 'REFUND_VOUCHER';

/** The taxable value and tax of a document at one rate. */
export interface GstRateRow {
  rate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface GstDocument {
  type: GstDocumentType;
  number: string;
  /** yyyy-MM-dd (city date of issue). */
  date: string;
  bookingId: string | null;
  customerName: string;
  /** The recipient's GSTIN: a B2B document; null: B2C. */
  gstin: string | null;
  placeOfSupply: { name: string; code: string };
  intraState: boolean;
  /** false: a bill of supply (no OPERATOR_GSTIN when issued), outside GSTR-1's taxable tables. */
  taxInvoice: boolean;
  /** SAC of the taxed lines (GST_SAC). */
  sac: string;
  byRate: GstRateRow[];
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** Amounts paid on the customer's behalf at cost (tolls, fines): outside the value of supply (Rule 33). */
  reimbursements: number;
  total: number;
  /** For a note: the invoice it adjusts. */
  invoice: { number: string; date: string } | null;
}

/** Lines passed on at cost as a pure agent: no GST, outside the taxable value. */
const REIMBURSED = new Set(['TOLL', 'FINE']);

/** A month "YYYY-MM" as its first and last city days; a 400 otherwise. */
export function readMonth(value: unknown): { month: string; from: string; to: string } {
  const text = typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text);
  if (!match) throw new BadInputError('Month must be YYYY-MM, e.g. 2026-11.');
  const [year, month] = [Number(match[1]), Number(match[2])];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { month: text, from: `${text}-01`, to: `${text}-${String(last).padStart(2, '0')}` };
}

/** The taxable value, tax per rate and reimbursements of some bill lines, rounded per line as the bill is. */
export function taxOfLines(lines: readonly BillLine[], intraState: boolean) {
  const byRate = new Map<number, GstRateRow>();
  let reimbursements = 0;
  for (const line of lines) {
    if (REIMBURSED.has(line.kind)) {
      reimbursements += line.amount;
      continue;
    }
    const row = byRate.get(line.gstRate) ?? { rate: line.gstRate, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    const tax = lineTax(line.amount, line.gstRate, intraState);
    row.taxable += line.amount;
    row.cgst += tax.cgst;
    row.sgst += tax.sgst;
    row.igst += tax.igst;
    byRate.set(line.gstRate, row);
  }
  const rows = [...byRate.values()].filter((r) => r.taxable !== 0).sort((a, b) => a.rate - b.rate);
  const sum = (key: keyof GstRateRow) => rows.reduce((s, r) => s + r[key], 0);
  return { byRate: rows, taxable: sum('taxable'), cgst: sum('cgst'), sgst: sum('sgst'), igst: sum('igst'), reimbursements };
}

/** A document's own number and date, and the invoice's snapshot of the customer and the bill (a note reads its invoice's). */
interface DocumentRow {
  number: string;
  issued_on: string;
  booking_id: string | null;
  customer_name: string;
  customer_state: string | null;
  customer_gstin: string | null;
  bill: Bill;
  tax_invoice: boolean;
}

interface InvoiceRow extends DocumentRow {
  total: number;
}

interface NoteRow extends DocumentRow {
  amount: number;
  lines: BillLine[] | null;
  invoice_number: string;
  invoice_issued_on: string;
}

// The recipient's GSTIN is read through to_jsonb so the export works before and after the invoices carry one.
const GSTIN = `nullif(to_jsonb(i) ->> 'customer_gstin', '')`;

/** Every invoice and credit note issued in a month (city dates), oldest first, number order within a day. */
export async function gstDocuments(
  em: EntityManager,
  range: { from: string; to: string },
  settings: { operatorState: string; gstSac: string },
): Promise<GstDocument[]> {
  const invoices = await em.execute<InvoiceRow[]>(
    `select i.number, to_char(i.issued_on, 'YYYY-MM-DD') as issued_on, i.booking_id, i.customer_name, i.customer_state,
            ${GSTIN} as customer_gstin, i.bill, i.tax_invoice, i.total
       from invoices i where i.issued_on between ?::date and ?::date order by i.issued_on, i.financial_year, i.sequence`,
    [range.from, range.to],
  );
  const notes = await em.execute<NoteRow[]>(
    `select c.number, to_char(c.issued_on, 'YYYY-MM-DD') as issued_on, c.amount, c.lines, i.number as invoice_number,
            to_char(i.issued_on, 'YYYY-MM-DD') as invoice_issued_on, i.booking_id, i.customer_name, i.customer_state,
            ${GSTIN} as customer_gstin, i.bill, i.tax_invoice
       from credit_notes c join invoices i on i.id = c.invoice_id
      where c.issued_on between ?::date and ?::date order by c.issued_on, c.financial_year, c.sequence`,
    [range.from, range.to],
  );
  const party = (row: DocumentRow) => ({
    bookingId: row.booking_id,
    customerName: row.customer_name,
    gstin: row.customer_gstin,
    placeOfSupply: placeOfSupply(row.customer_state, settings.operatorState),
    intraState: row.bill.intraState,
    taxInvoice: row.tax_invoice,
    sac: row.bill.lines.find((l) => l.gstRate > 0)?.sac ?? settings.gstSac,
  });
  const documents: GstDocument[] = [
    ...invoices.map(
      (row): GstDocument => ({
        type: 'INVOICE',
        number: row.number,
        date: row.issued_on,
        ...party(row),
        ...taxOfLines(row.bill.lines, row.bill.intraState),
        total: Number(row.total),
        invoice: null,
      }),
    ),
    ...notes.map(
      (row): GstDocument => ({
        type: 'CREDIT_NOTE',
        number: row.number,
        date: row.issued_on,
        ...party(row),
        // The lines the note credits, as they stood before the waiver.
        ...taxOfLines(row.lines ?? [], row.bill.intraState),
        total: Number(row.amount),
        invoice: { number: row.invoice_number, date: row.invoice_issued_on },
      }),
    ),
  ];
  return documents.sort((a, b) => a.date.localeCompare(b.date) || a.type.localeCompare(b.type) || a.number.localeCompare(b.number));
}
