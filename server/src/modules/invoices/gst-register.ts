import type { EntityManager } from '@mikro-orm/postgresql';
import { type Bill, type BillLine, isReimbursement } from '../common/bill.types.js';
import { GST_STATE_CODES, lineTax, placeOfSupply } from '../common/gst.js';

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
  /** For a note: the invoice it adjusts; for a refund voucher: the receipt voucher it refunds. */
  invoice: { number: string; date: string } | null;
  /** For an invoice: the advances its receipt vouchers taxed, net of refund vouchers, adjusted on it (GSTR-1's txpd). */
  advancesAdjusted?: GstRateRow[];
}

/** The taxable value, tax per rate and reimbursements of some bill lines, rounded per line as the bill is. */
export function taxOfLines(lines: readonly BillLine[], intraState: boolean) {
  const byRate = new Map<number, GstRateRow>();
  let reimbursements = 0;
  for (const line of lines) {
    if (isReimbursement(line)) {
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
  /** "Madhya Pradesh (23)", as printed on the invoice (Rule 46); null on invoices issued before issue 31. */
  place_of_supply: string | null;
  bill: Bill;
  tax_invoice: boolean;
  /** The stored tax split (issue 31); all 0 on documents issued before it. */
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  reimbursements: number;
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

/** A receipt or refund voucher: its stored split at the voucher's one rate. */
interface VoucherRow {
  type: 'RECEIPT_VOUCHER' | 'REFUND_VOUCHER';
  number: string;
  issued_on: string;
  booking_id: string | null;
  customer_name: string;
  customer_gstin: string | null;
  place_of_supply: string;
  gst_rate: number;
  amount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  receipt_number: string | null;
  receipt_issued_on: string | null;
}

/**
 * The place of supply as the document printed it ("State (code)"); before issue 31 the invoice kept none, and then a
 * registered recipient's is its GSTIN's state (the first two digits), otherwise the profile's state.
 */
function recipientPlace(
  row: { place_of_supply: string | null; customer_gstin: string | null; customer_state?: string | null },
  operatorState: string,
) {
  const printed = row.place_of_supply ? /^(.*) \((\d{2})\)$/.exec(row.place_of_supply) : null;
  if (printed) return { name: printed[1], code: printed[2] };
  const gstin = row.customer_gstin;
  const name = gstin ? Object.keys(GST_STATE_CODES).find((s) => GST_STATE_CODES[s] === gstin.slice(0, 2)) : undefined;
  return placeOfSupply(name ?? row.customer_state ?? null, operatorState);
}

/**
 * The document's tax as stored when it was issued (issue 31's columns), which the sales register and GSTR-1 report
 * rather than a recomputation; by rate from the lines, with the stored split on the one rate a rental has. A row
 * from before those columns (its stored split does not add up to its total) is worked out from its lines as before.
 */
function storedTax(row: DocumentRow, lines: readonly BillLine[], total: number) {
  const fromLines = taxOfLines(lines, row.bill.intraState);
  const stored = {
    taxable: Number(row.taxable),
    cgst: Number(row.cgst),
    sgst: Number(row.sgst),
    igst: Number(row.igst),
    reimbursements: Number(row.reimbursements),
  };
  const sum = stored.taxable + stored.cgst + stored.sgst + stored.igst + stored.reimbursements;
  // A credit given as a sum may print a rupee of rounding off: its split is then a rupee from its amount.
  if (sum === 0 || Math.abs(sum - total) > 1) return fromLines;
  const byRate = fromLines.byRate.length === 1 ? [{ ...fromLines.byRate[0]!, ...stored }] : fromLines.byRate;
  return { ...stored, byRate };
}

// The recipient's GSTIN is read through to_jsonb so the export works before and after the invoices carry one.
const GSTIN = `nullif(to_jsonb(i) ->> 'customer_gstin', '')`;
const INVOICE_COLUMNS = `i.booking_id, i.customer_name, i.customer_state, ${GSTIN} as customer_gstin, i.place_of_supply, i.bill, i.tax_invoice`;

/**
 * Every document issued in a month (city dates): invoices, credit and debit notes, receipt and refund vouchers, oldest
 * first, number order within a day.
 */
export async function gstDocuments(
  em: EntityManager,
  range: { from: string; to: string },
  settings: { operatorState: string; gstSac: string },
): Promise<GstDocument[]> {
  const invoices = await em.execute<InvoiceRow[]>(
    `select i.number, to_char(i.issued_on, 'YYYY-MM-DD') as issued_on, ${INVOICE_COLUMNS}, i.total, i.taxable, i.cgst, i.sgst, i.igst,
            i.reimbursements
       from invoices i where i.issued_on between ?::date and ?::date order by i.issued_on, i.financial_year, i.sequence`,
    [range.from, range.to],
  );
  const notesOf = (table: 'credit_notes' | 'debit_notes') =>
    em.execute<NoteRow[]>(
      `select c.number, to_char(c.issued_on, 'YYYY-MM-DD') as issued_on, c.amount, c.lines, i.number as invoice_number,
              to_char(i.issued_on, 'YYYY-MM-DD') as invoice_issued_on, ${INVOICE_COLUMNS}, c.taxable, c.cgst, c.sgst, c.igst,
              c.reimbursements
         from ${table} c join invoices i on i.id = c.invoice_id
        where c.issued_on between ?::date and ?::date order by c.issued_on, c.financial_year, c.sequence`,
      [range.from, range.to],
    );
  const notes = [
    ...(await notesOf('credit_notes')).map((row) => ({ ...row, type: 'CREDIT_NOTE' as const })),
    ...(await notesOf('debit_notes')).map((row) => ({ ...row, type: 'DEBIT_NOTE' as const })),
  ];
  // A voucher keeps no GSTIN of its own: the customer's on the profile (the place of supply was taken from it when issued).
  const vouchers = await em.execute<VoucherRow[]>(
    `select 'RECEIPT_VOUCHER' as type, v.number, to_char(v.issued_on, 'YYYY-MM-DD') as issued_on, v.booking_id, v.customer_name,
            nullif(u.gstin, '') as customer_gstin, v.place_of_supply, v.gst_rate, v.amount, v.taxable, v.cgst, v.sgst, v.igst,
            null as receipt_number, null as receipt_issued_on, v.financial_year, v.sequence
       from receipt_vouchers v left join users u on u.id = v.customer_id where v.issued_on between ?::date and ?::date
     union all
     select 'REFUND_VOUCHER', f.number, to_char(f.issued_on, 'YYYY-MM-DD'), v.booking_id, v.customer_name, nullif(u.gstin, ''),
            v.place_of_supply, v.gst_rate, f.amount, f.taxable, f.cgst, f.sgst, f.igst, v.number, to_char(v.issued_on, 'YYYY-MM-DD'),
            f.financial_year, f.sequence
       from refund_vouchers f join receipt_vouchers v on v.id = f.receipt_voucher_id left join users u on u.id = v.customer_id
      where f.issued_on between ?::date and ?::date
     order by 3, 16, 17`,
    [range.from, range.to, range.from, range.to],
  );
  // Receipt vouchers net of their refund vouchers, per booking and rate: the advance each invoice adjusts.
  const adjusted = await em.execute<(GstRateRow & { booking_id: string })[]>(
    `select v.booking_id, v.gst_rate as rate, sum(v.taxable - coalesce(f.taxable, 0))::int as taxable, sum(v.cgst - coalesce(f.cgst, 0))::int as cgst,
            sum(v.sgst - coalesce(f.sgst, 0))::int as sgst, sum(v.igst - coalesce(f.igst, 0))::int as igst
       from receipt_vouchers v
       left join (select receipt_voucher_id, sum(taxable) as taxable, sum(cgst) as cgst, sum(sgst) as sgst, sum(igst) as igst
                    from refund_vouchers group by 1) f on f.receipt_voucher_id = v.id
      where v.booking_id in (select booking_id from invoices where issued_on between ?::date and ?::date) and v.gst_rate > 0
      group by v.booking_id, v.gst_rate`,
    [range.from, range.to],
  );
  const party = (row: DocumentRow) => ({
    bookingId: row.booking_id,
    customerName: row.customer_name,
    gstin: row.customer_gstin,
    placeOfSupply: recipientPlace(row, settings.operatorState),
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
        ...storedTax(row, row.bill.lines, Number(row.total)),
        total: Number(row.total),
        invoice: null,
        advancesAdjusted: adjusted
          .filter((a) => a.booking_id === row.booking_id && a.taxable > 0)
          .map(({ booking_id: _, ...a }) => ({ ...a, rate: Number(a.rate) })),
      }),
    ),
    ...notes.map(
      (row): GstDocument => ({
        type: row.type,
        number: row.number,
        date: row.issued_on,
        ...party(row),
        // The lines the note credits (as they stood before the waiver) or charges.
        ...storedTax(row, row.lines ?? [], Number(row.amount)),
        total: Number(row.amount),
        invoice: { number: row.invoice_number, date: row.invoice_issued_on },
      }),
    ),
    ...vouchers.map((row): GstDocument => {
      const tax = { taxable: Number(row.taxable), cgst: Number(row.cgst), sgst: Number(row.sgst), igst: Number(row.igst) };
      return {
        type: row.type,
        number: row.number,
        date: row.issued_on,
        bookingId: row.booking_id,
        customerName: row.customer_name,
        gstin: row.customer_gstin,
        placeOfSupply: recipientPlace({ ...row, customer_state: null }, settings.operatorState),
        intraState: tax.igst === 0,
        // A voucher at 0% was issued without an OPERATOR_GSTIN: no tax to report.
        taxInvoice: Number(row.gst_rate) > 0,
        sac: settings.gstSac,
        byRate: [{ rate: Number(row.gst_rate), ...tax }],
        ...tax,
        reimbursements: 0,
        total: Number(row.amount),
        // A refund voucher names the receipt voucher it refunds (Rule 51), in the register's "Against" column.
        invoice: row.receipt_number ? { number: row.receipt_number, date: row.receipt_issued_on ?? '' } : null,
      };
    }),
  ];
  return documents.sort((a, b) => a.date.localeCompare(b.date) || a.type.localeCompare(b.type) || a.number.localeCompare(b.number));
}
