import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Bill } from '../common/bill.types.js';
import { amountInWords } from './amount-in-words.js';
import { printable } from '../common/person-text.js';

const require = createRequire(import.meta.url);
/** DejaVu Sans: embedded so "₹" prints (pdfkit's built-in Helvetica has no rupee sign). */
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');

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

/** What an invoice PDF shows: the stored snapshot, so the same row always renders the same document. */
export interface InvoiceDocument {
  number: string;
  issuedOn: string;
  bookingId: string;
  customer: { name: string; email: string; phone: string; address: string | null; state: string | null };
  bill: Bill;
  payment: { method: string; reference: string | null };
  /** The ledger rows the invoice was paid by (issue 21), oldest first. */
  ledger?: { kind: string; method: string; reference: string | null; amount: number }[];
}

export interface CreditNoteDocument {
  number: string;
  issuedOn: string;
  invoiceNumber: string;
  customer: { name: string; email: string };
  amount: number;
  reason: string;
}

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** Renders to a Buffer; the dates inside are the issue date, so a re-render is byte-identical. */
function render(issuedOn: string, title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const fixed = new Date(`${issuedOn}T00:00:00Z`);
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: title, CreationDate: fixed, ModDate: fixed } });
  doc.font(FONT, 10);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

function header(doc: PDFKit.PDFDocument, operator: Operator, heading: string, number: string, issuedOn: string): void {
  doc.fontSize(16).text(operator.name).fontSize(10).text(operator.address);
  if (operator.gstin) doc.text(`GSTIN: ${operator.gstin}`);
  doc.moveDown().fontSize(14).text(heading).fontSize(10).text(`Number: ${number}`).text(`Date: ${issuedOn}`).moveDown();
}

/** A tax invoice (operator has a GSTIN) or a bill of supply (no GSTIN: no tax lines). */
export function invoicePdf(operator: Operator, inv: InvoiceDocument): Promise<Buffer> {
  const taxInvoice = inv.bill.taxInvoice && operator.gstin !== null;
  const heading = taxInvoice ? 'Tax invoice' : 'Bill of supply';
  return render(inv.issuedOn, `${heading} ${inv.number}`, (doc) => {
    header(doc, operator, heading, inv.number, inv.issuedOn);
    const c = inv.customer;
    // Stored person text is printed through printable(): a name cannot add lines under "Billed to".
    doc.text(`Billed to: ${printable(c.name)}`).text(`${c.email} · ${c.phone}`);
    if (c.address) doc.text(printable(c.address, { multiline: true }));
    if (c.state) doc.text(`State: ${c.state}`);
    doc.text(`Booking: ${inv.bookingId}`).moveDown();
    for (const line of inv.bill.lines) {
      const rate = taxInvoice ? ` · GST ${line.gstRate}%` : '';
      const waived = line.waivedReason ? ` (waived: ${printable(line.waivedReason)})` : '';
      doc.text(
        `${printable(line.description)}${waived} · SAC ${line.sac}${rate} · ${line.quantity} × ${rupees(line.unitPrice)} = ${rupees(line.amount)}`,
      );
    }
    doc.moveDown().text(`Taxable value: ${rupees(inv.bill.taxable)}`);
    if (taxInvoice) {
      if (inv.bill.intraState) doc.text(`CGST: ${rupees(inv.bill.cgst)}`).text(`SGST: ${rupees(inv.bill.sgst)}`);
      else doc.text(`IGST: ${rupees(inv.bill.igst)}`);
    }
    const total = taxInvoice ? inv.bill.total : inv.bill.taxable;
    doc
      .fontSize(12)
      .text(`Total: ${rupees(total)}`)
      .fontSize(10)
      .text(amountInWords(total))
      .moveDown();
    doc.text(
      `Advance: ${rupees(inv.bill.advance)} · Deposit held: ${rupees(inv.bill.depositHeld)} · Deducted from deposit: ${rupees(inv.bill.deductions)}`,
    );
    doc.text(`Paid by ${inv.payment.method}${inv.payment.reference ? ` (${printable(inv.payment.reference)})` : ''}`);
    if (inv.ledger?.length) {
      doc.moveDown().text('Money received and returned (ledger):');
      for (const row of inv.ledger) {
        doc.text(
          `${LEDGER_LABEL[row.kind] ?? row.kind} · ${row.method}${row.reference ? ` · ${printable(row.reference)}` : ''} · ${rupees(row.amount)}`,
        );
      }
    }
  });
}

/** A credit note against an invoice, for a refund or waiver after invoicing. */
export function creditNotePdf(operator: Operator, note: CreditNoteDocument): Promise<Buffer> {
  return render(note.issuedOn, `Credit note ${note.number}`, (doc) => {
    header(doc, operator, 'Credit note', note.number, note.issuedOn);
    doc
      .text(`Against invoice: ${note.invoiceNumber}`)
      .text(`Customer: ${printable(note.customer.name)} (${note.customer.email})`)
      .moveDown();
    doc.text(`Reason: ${printable(note.reason)}`);
    doc
      .fontSize(12)
      .text(`Amount credited: ${rupees(note.amount)}`)
      .fontSize(10)
      .text(amountInWords(note.amount));
  });
}
