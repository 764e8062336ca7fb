import { csvText, rupees2 } from '../common/csv.js';
import type { GstDocument, GstDocumentType } from './gst-register.js';

const TYPE_NAMES: Record<GstDocumentType, string> = {
  INVOICE: 'Invoice',
  CREDIT_NOTE: 'Credit note',
  DEBIT_NOTE: 'Debit note',
  RECEIPT_VOUCHER: 'Receipt voucher',
  REFUND_VOUCHER: 'Refund voucher',
};

export const SALES_REGISTER_HEADER = [
  'Document',
  'Number',
  'Date',
  'Customer',
  'GSTIN',
  'Place of supply',
  'Taxable (INR)',
  'CGST (INR)',
  'SGST (INR)',
  'IGST (INR)',
  'Reimbursements (INR)',
  'Total (INR)',
  'Against invoice',
  'Booking reference',
] as const;

/**
 * The month's sales register (GET /api/v1/admin/gst/sales-register.csv): one row per document, in the order issued.
 * Amounts are positive rupees with two decimals; the Document column says which way a note goes (a credit note
 * reduces the month's supplies). Place of supply is "State (code)".
 */
export function salesRegisterCsv(documents: readonly GstDocument[]): string {
  return csvText(
    SALES_REGISTER_HEADER,
    documents.map((d) => [
      TYPE_NAMES[d.type],
      d.number,
      d.date,
      d.customerName,
      d.gstin ?? '',
      `${d.placeOfSupply.name} (${d.placeOfSupply.code})`,
      rupees2(d.taxable),
      rupees2(d.cgst),
      rupees2(d.sgst),
      rupees2(d.igst),
      rupees2(d.reimbursements),
      rupees2(d.total),
      d.invoice?.number ?? '',
      d.bookingId ? d.bookingId.slice(0, 8).toUpperCase() : '',
    ]),
  );
}
