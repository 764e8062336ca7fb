import type { EntityManager } from '@mikro-orm/postgresql';
import { type Bill, type BillLine, isReimbursement } from '../common/bill.types.js';
import { placeOfSupplyText, stateOfCode } from '../common/gst.js';
import { cityNow } from '../common/city-time.js';
import { Role } from '../common/enums.js';
import type { Viewer } from '../common/access.js';
import { documentNumber, financialYear, type DocumentSeries } from './numbering.js';
import { type BookingDocuments, NO_DOCUMENTS, type RevenueDashboard } from './invoice.types.js';
import { SQL_CITY_NOW } from '../common/city-time.js';
import { MAIL } from '../outbox/mail.kind.js';
import { parseLanguage, rupeesFor, type Language } from '../common/language.js';
import { mailText } from './invoice.mail-texts.js';
import type { Outbox } from '../outbox/outbox.js';
import { invoicePdf, notePdf, type Operator, voucherPdf } from './invoice.pdf.js';
import { wantsHindi } from './document-labels.js';
import { taxOfLines } from './gst-register.js';
import { type Clock, systemClock } from '../common/clock.js';

export interface SettlementInvoiceInput {
  /** The settled booking (its id is what is read; the customer is snapshotted from its row and its user's). */
  booking: { id: string };
  bill: Bill;
  settledAt: Date;
  method: string;
  reference?: string | null;
  /** The staff member settling: the invoice's authorised signatory. */
  signedBy?: string | null;
}

export interface CreditNoteInput {
  bookingId: string;
  /** Whole rupees refunded or waived after invoicing. */
  amount: number;
  reason: string;
  lines?: BillLine[] | null;
  /** The refund this credit makes due (payments module): its ledger row carries that payment's id once paid. */
  refundPaymentId?: string | null;
  /** The staff member issuing it (its authorised signatory). */
  issuedBy?: string | null;
}

/** A charge after settlement, such as a challan that arrives later (Rule 53's debit note). */
export interface DebitNoteInput {
  bookingId: string;
  /** The lines charged, with the invoice's rate (a toll or fine is a reimbursement: no tax). */
  lines: BillLine[];
  reason: string;
  issuedBy?: string | null;
}

/** The stored tax split of a note: the sales register and GSTR-1 read these columns. */
interface NoteSplit {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  reimbursements: number;
  total: number;
}

/** The split of a note's lines: tax per line as on the invoice, reimbursements apart (the register's own sums). */
function splitOf(lines: BillLine[], intraState: boolean): NoteSplit {
  const { taxable, cgst, sgst, igst, reimbursements } = taxOfLines(lines, intraState);
  return { taxable, cgst, sgst, igst, reimbursements, total: taxable + cgst + sgst + igst + reimbursements };
}

/**
 * A credit given as a sum (a refund) as one line at the invoice's rate: the taxable value is the sum less the tax it
 * includes, chosen so that value plus its tax (rounded as every line is) is the sum; when no whole-rupee value gives
 * exactly the sum (CGST and SGST are equal halves), the note prints the rupee's difference as rounding off.
 */
function creditLine(amount: number, reason: string, bill: Bill): BillLine {
  const taxed = bill.lines.find((l) => !isReimbursement(l));
  return sumLine(amount, reason, taxed?.gstRate ?? 0, taxed?.sac ?? '', bill.intraState);
}

/** A tax-inclusive sum as one line at `rate` (a credit given as a sum, an advance on a receipt voucher). */
function sumLine(amount: number, reason: string, rate: number, sac: string, intraState: boolean): BillLine {
  const line = (taxable: number): BillLine => ({
    kind: 'OTHER',
    description: reason,
    quantity: 1,
    unit: 'each',
    unitPrice: taxable,
    amount: taxable,
    sac,
    gstRate: rate,
  });
  const guess = Math.round((amount * 100) / (100 + rate));
  const exact = [guess, guess - 1, guess + 1].find((t) => splitOf([line(t)], intraState).total === amount);
  return line(exact ?? guess);
}

export interface IssuedDocument {
  number: string;
  issuedOn: string;
}

/** A 4xx-worthy refusal: callers map it to their transport's error. */
export class InvoiceRuleError extends Error {}

/**
 * Numbers and records invoices and credit notes. Every method takes the caller's EntityManager so the number is
 * taken inside the caller's transaction: its counter row stays locked until that commit, and a rollback gives the
 * number back, so the series has no gaps and no duplicates.
 */
export class InvoiceService {
  /** `bookingsUrl`: where the mails send the customer to download (the PDF itself needs their sign-in); null without PUBLIC_URL. */
  constructor(
    private readonly operator: Operator,
    private readonly outbox: Outbox,
    private readonly bookingsUrl: string | null,
    /** OPERATOR_STATE: the place of supply of a customer with no state on the profile. */
    private readonly operatorState = 'Madhya Pradesh',
    /** GST_RATE and GST_SAC: an advance's tax on its receipt voucher, for a car with no rate of its own. */
    private readonly gst = { rate: 18, sac: '997311' },
    private readonly clock: Clock = systemClock,
  ) {}

  /**
   * A receipt voucher (Rule 50) for money received before the booking is invoiced: its own series (RV/…), the
   * advance's tax at the car's rate, the customer's place of supply. Called in the payment's transaction (the payments
   * module's onMoneyRecorded port); nothing once the booking has its invoice, or for a refund.
   */
  async issueReceiptVoucher(
    em: EntityManager,
    entry: { id: string; bookingId: string; kind: string; amount: number },
    at: Date = this.clock.now(),
  ): Promise<IssuedDocument | null> {
    if (entry.kind !== 'PAYMENT' || entry.amount <= 0) return null;
    const [row] = await em.execute<
      { user_id: string; name: string; state: string | null; gstin: string | null; gst_rate: number | null; invoiced: boolean }[]
    >(
      `select b.user_id, b.name, u.state, u.gstin, c.gst_rate, exists (select 1 from invoices i where i.booking_id = b.id) as invoiced
       from bookings b join users u on u.id = b.user_id join cars c on c.id = b.car_id where b.id = ?`,
      [entry.bookingId],
    );
    if (!row || row.invoiced) return null;
    const state = (row.gstin && stateOfCode(row.gstin.slice(0, 2))) || row.state || this.operatorState;
    const intraState = state.toLowerCase() === this.operatorState.toLowerCase();
    const rate = this.operator.gstin === null ? 0 : (row.gst_rate ?? this.gst.rate);
    const split = splitOf([sumLine(entry.amount, 'Advance for the booking', rate, this.gst.sac, intraState)], intraState);
    const fy = financialYear(at);
    const sequence = await this.nextSequence(em, 'RV', fy);
    const number = documentNumber('RV', fy, sequence);
    const issuedOn = cityNow(at).date;
    await em.execute(
      `insert into receipt_vouchers (number, financial_year, sequence, issued_on, booking_id, customer_id, customer_name, ledger_entry_id,
         amount, gst_rate, place_of_supply, taxable, cgst, sgst, igst)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        number,
        fy,
        sequence,
        issuedOn,
        entry.bookingId,
        row.user_id,
        row.name,
        entry.id,
        entry.amount,
        rate,
        placeOfSupplyText(state, this.operatorState),
        split.taxable,
        split.cgst,
        split.sgst,
        split.igst,
      ],
    );
    return { number, issuedOn };
  }

  /**
   * A refund voucher (Rule 51) for a refund of an advance that a receipt voucher covered, before the booking is
   * invoiced: its own series (RF/…), against the receipt voucher of the ledger row the refund draws on (the refund
   * payment's `refunds_entry_id`), at that voucher's rate and place of supply. Called in the refund's transaction (the
   * payments module's onMoneyRecorded port). Once invoiced, money returned is a credit note's matter, not a voucher's.
   */
  async issueRefundVoucher(
    em: EntityManager,
    entry: { id: string; bookingId: string; kind: string; amount: number; paymentId?: string | null },
    at: Date = this.clock.now(),
  ): Promise<IssuedDocument | null> {
    if (entry.kind !== 'REFUND' || entry.amount <= 0 || !entry.paymentId) return null;
    const [voucher] = await em.execute<
      { id: string; amount: number; gst_rate: number; igst: number; refunded: number; invoiced: boolean }[]
    >(
      `select v.id, v.amount, v.gst_rate, v.igst,
              coalesce((select sum(f.amount) from refund_vouchers f where f.receipt_voucher_id = v.id), 0)::int as refunded,
              exists (select 1 from invoices i where i.booking_id = v.booking_id) as invoiced
       from payments p join receipt_vouchers v on v.ledger_entry_id = p.refunds_entry_id where p.id = ? for update of v`,
      [entry.paymentId],
    );
    if (!voucher || voucher.invoiced) return null;
    // Never more than the voucher has left: a refund beyond the advance (none is made) would not be the advance's.
    const amount = Math.min(entry.amount, Number(voucher.amount) - Number(voucher.refunded));
    if (amount <= 0) return null;
    const intraState = Number(voucher.igst) === 0;
    const split = splitOf([sumLine(amount, 'Advance refunded', Number(voucher.gst_rate), this.gst.sac, intraState)], intraState);
    const fy = financialYear(at);
    const sequence = await this.nextSequence(em, 'RF', fy);
    const number = documentNumber('RF', fy, sequence);
    const issuedOn = cityNow(at).date;
    await em.execute(
      `insert into refund_vouchers (number, financial_year, sequence, issued_on, receipt_voucher_id, ledger_entry_id, amount, taxable, cgst, sgst, igst)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [number, fy, sequence, issuedOn, voucher.id, entry.id, amount, split.taxable, split.cgst, split.sgst, split.igst],
    );
    return { number, issuedOn };
  }

  /** A refund voucher's PDF, on the same terms as its receipt voucher's (null: answered 404). */
  async refundVoucherPdfFor(em: EntityManager, number: string, viewer: Viewer | null): Promise<Buffer | null> {
    if (!viewer) return null;
    const [row] = await em.execute<Record<string, unknown>[]>(
      `select f.number, f.issued_on, f.amount, f.igst, v.number as receipt_number, v.issued_on as receipt_issued_on, v.gst_rate,
              v.booking_id, v.customer_id, v.customer_name, v.place_of_supply, u.email as customer_email, u.phone as customer_phone,
              u.address as customer_address, u.state as customer_state, u.gstin as customer_gstin,
              u.business_name as customer_business_name, u.language as customer_language
       from refund_vouchers f join receipt_vouchers v on v.id = f.receipt_voucher_id left join users u on u.id = v.customer_id
       where f.number = ?`,
      [number],
    );
    if (!row || !entitled(viewer, row.customer_id)) return null;
    const intraState = Number(row.igst) === 0;
    return voucherPdf(this.operator, this.operatorState, {
      ...partiesOf({ ...row, customer_email: row.customer_email ?? '' }),
      bookingId: String(row.booking_id ?? ''),
      line: sumLine(Number(row.amount), 'Advance refunded', Number(row.gst_rate), this.gst.sac, intraState),
      intraState,
      amount: Number(row.amount),
      refunds: { number: String(row.receipt_number), issuedOn: dateOf(row.receipt_issued_on) },
    });
  }

  /** A receipt voucher's PDF, to its customer and staff only (null: answered 404). */
  async receiptVoucherPdfFor(em: EntityManager, number: string, viewer: Viewer | null): Promise<Buffer | null> {
    if (!viewer) return null;
    const [row] = await em.execute<Record<string, unknown>[]>(
      `select v.*, u.email as customer_email, u.phone as customer_phone, u.address as customer_address, u.state as customer_state,
              u.gstin as customer_gstin, u.business_name as customer_business_name, u.language as customer_language
       from receipt_vouchers v left join users u on u.id = v.customer_id where v.number = ?`,
      [number],
    );
    if (!row || !entitled(viewer, row.customer_id)) return null;
    const intraState = Number(row.igst) === 0;
    const line = sumLine(Number(row.amount), 'Advance for the booking', Number(row.gst_rate), this.gst.sac, intraState);
    return voucherPdf(this.operator, this.operatorState, {
      ...partiesOf({ ...row, customer_email: row.customer_email ?? '' }),
      bookingId: String(row.booking_id ?? ''),
      line,
      intraState,
      amount: Number(row.amount),
    });
  }

  /**
   * Mailed through the outbox in the caller's transaction, in the customer's language (issue 24): sent exactly when
   * the document exists (call outbox.wake() after commit).
   */
  private mail(em: EntityManager, to: string, language: Language, subject: string, text: string): void {
    const download = this.bookingsUrl
      ? mailText(language, 'documents.download', { url: this.bookingsUrl })
      : mailText(language, 'documents.downloadHere');
    this.outbox.enqueue(em, MAIL, { to, subject, text: `${text}\n\n${download}\n\n${this.operator.name}` });
  }

  /**
   * An invoice's PDF for its customer or staff; null (answered 404) for anyone else, so another customer cannot tell
   * a number exists. Rendered again from the stored snapshot on each request (deterministic: no stored file to leak).
   */
  async invoicePdfFor(em: EntityManager, number: string, viewer: Viewer | null): Promise<Buffer | null> {
    if (!viewer) return null;
    const [row] = await em.execute<Record<string, unknown>[]>('select * from invoices where number = ?', [number]);
    if (!row || !entitled(viewer, row.customer_id)) return null;
    return invoicePdf(this.operator, this.operatorState, {
      ...partiesOf(row),
      bookingId: String(row.booking_id ?? ''),
      car: row.car_name ? { name: String(row.car_name), registration: (row.car_registration as string | null) ?? null } : null,
      bill: row.bill as Bill,
      payment: { method: String(row.payment_method), reference: row.payment_reference as string | null },
      ledger: await em.execute<{ kind: string; method: string; reference: string | null; amount: number }[]>(
        `select l.kind, l.method, l.reference, l.amount from invoices i join ledger_entries l on l.id = any(i.ledger_entry_ids)
         where i.number = ? order by l.created_at, l.kind`,
        [number],
      ),
      // Rule 50: the advances' receipt vouchers, adjusted on this invoice.
      advances: await em.execute<{ number: string; issued_on: unknown; amount: number }[]>(
        `select v.number, v.issued_on, v.amount from receipt_vouchers v join invoices i on i.booking_id = v.booking_id
         where i.number = ? order by v.financial_year, v.sequence`,
        [number],
      ),
    });
  }

  /** The invoice, notes and vouchers of many bookings at once (Booking.invoice, .creditNotes, … batch here). */
  async documentsFor(em: EntityManager, bookingIds: string[]): Promise<Map<string, BookingDocuments>> {
    const found = new Map<string, BookingDocuments>();
    if (bookingIds.length === 0) return found;
    const entry = (id: string) => {
      const documents = found.get(id) ?? { ...NO_DOCUMENTS, receiptVouchers: [], refundVouchers: [] };
      found.set(id, documents);
      return documents;
    };
    // Vouchers come before the invoice (an advance received or returned), so a booking may have them and no invoice.
    const voucherRows = await em.execute<
      { kind: 'receipt' | 'refund'; booking_id: string; number: string; issued_on: unknown; amount: number }[]
    >(
      `select 'receipt' as kind, booking_id, number, issued_on, amount, financial_year, sequence from receipt_vouchers where booking_id in (?)
       union all select 'refund', v.booking_id, f.number, f.issued_on, f.amount, f.financial_year, f.sequence
       from refund_vouchers f join receipt_vouchers v on v.id = f.receipt_voucher_id where v.booking_id in (?)
       order by financial_year, sequence`,
      [bookingIds, bookingIds],
    );
    for (const v of voucherRows) {
      const path = v.kind === 'receipt' ? 'receipt-vouchers' : 'refund-vouchers';
      const ref = {
        number: v.number,
        issuedOn: dateOf(v.issued_on),
        amount: Number(v.amount),
        url: `/api/v1/${path}/${encodeURIComponent(v.number)}`,
      };
      const documents = entry(v.booking_id);
      (v.kind === 'receipt' ? documents.receiptVouchers : documents.refundVouchers).push(ref);
    }
    const invoiceRows = await em.execute<{ id: string; booking_id: string; number: string; issued_on: unknown; total: number }[]>(
      'select id, booking_id, number, issued_on, total from invoices where booking_id in (?)',
      [bookingIds],
    );
    if (invoiceRows.length === 0) return found;
    type NoteRow = { kind: 'credit' | 'debit'; invoice_id: string; number: string; issued_on: unknown; amount: number; reason: string };
    const noteRows = await em.execute<NoteRow[]>(
      `select 'credit' as kind, invoice_id, number, issued_on, amount, reason from credit_notes where invoice_id in (?)
       union all select 'debit', invoice_id, number, issued_on, amount, reason from debit_notes where invoice_id in (?)
       order by issued_on, number`,
      [invoiceRows.map((r) => r.id), invoiceRows.map((r) => r.id)],
    );
    const notes = (invoiceId: string, kind: NoteRow['kind'], path: string) =>
      noteRows
        .filter((n) => n.invoice_id === invoiceId && n.kind === kind)
        .map((n) => ({
          number: n.number,
          issuedOn: dateOf(n.issued_on),
          amount: Number(n.amount),
          reason: n.reason,
          url: `/api/v1/${path}/${encodeURIComponent(n.number)}`,
        }));
    for (const row of invoiceRows) {
      const number = String(row.number);
      Object.assign(entry(row.booking_id), {
        invoice: {
          number,
          issuedOn: dateOf(row.issued_on),
          total: Number(row.total),
          url: `/api/v1/invoices/${encodeURIComponent(number)}`,
        },
        creditNotes: notes(row.id, 'credit', 'credit-notes'),
        debitNotes: notes(row.id, 'debit', 'debit-notes'),
      });
    }
    return found;
  }

  /**
   * Revenue by month from invoices (tax apart), and the fleet's utilisation over the last 90 days: the time cars
   * spent on trips (handover to return, or to now while out), clipped to the window, over all car-days.
   */
  async dashboard(em: EntityManager): Promise<RevenueDashboard> {
    const months = await em.execute<{ month: string; taxable: number; tax: number; invoices: number }[]>(
      `select to_char(issued_on, 'YYYY-MM') as month, sum(taxable)::int as taxable, sum(tax)::int as tax, count(*)::int as invoices
       from invoices where issued_on > (${SQL_CITY_NOW})::date - interval '12 months' group by 1 order by 1`,
    );
    const [use] = await em.execute<{ share: number | null }[]>(
      `with w as (select now() - interval '90 days' as lo, now() as hi)
       select (select coalesce(sum(extract(epoch from (least(coalesce(t.returned_at, w.hi), w.hi) - greatest(t.started_at, w.lo)))), 0)
                 from trips t where t.started_at < w.hi and coalesce(t.returned_at, w.hi) > w.lo)
              / nullif((select count(*) from cars) * 90 * 86400.0, 0) as share
       from w`,
    );
    return {
      months: months.map((m) => ({ ...m, taxable: Number(m.taxable), tax: Number(m.tax), invoices: Number(m.invoices) })),
      utilisation: Math.min(1, Number(use?.share ?? 0)),
    };
  }

  /** A credit or debit note's PDF, on the same terms as its invoice's. */
  async notePdfFor(em: EntityManager, kind: 'credit' | 'debit', number: string, viewer: Viewer | null): Promise<Buffer | null> {
    if (!viewer) return null;
    const [row] = await em.execute<Record<string, unknown>[]>(
      `select n.number, n.issued_on, n.amount, n.reason, n.lines, n.issued_by, i.number as invoice_number, i.issued_on as invoice_issued_on,
              i.customer_id, i.customer_name, i.customer_email, i.customer_phone, i.customer_address, i.customer_state, i.customer_gstin,
              i.customer_business_name, i.place_of_supply, i.customer_language, i.bill, i.tax_invoice
       from ${kind === 'credit' ? 'credit_notes' : 'debit_notes'} n join invoices i on i.id = n.invoice_id where n.number = ?`,
      [number],
    );
    if (!row || !entitled(viewer, row.customer_id)) return null;
    const bill = row.bill as Bill;
    const reason = String(row.reason);
    return notePdf(this.operator, this.operatorState, {
      ...partiesOf({ ...row, signed_by: row.issued_by }),
      kind,
      invoice: { number: String(row.invoice_number), issuedOn: dateOf(row.invoice_issued_on) },
      // Credit notes issued before issue 31 kept no lines for a plain refund: one line at the invoice's rate.
      lines: (row.lines as BillLine[] | null) ?? [creditLine(Number(row.amount), reason, bill)],
      intraState: bill.intraState,
      taxInvoice: Boolean(row.tax_invoice),
      reason,
      amount: Number(row.amount),
    });
  }

  /** The next number of a series in a financial year; the counter row stays locked until the caller commits. */
  private async nextSequence(em: EntityManager, series: DocumentSeries, fy: string): Promise<number> {
    const rows = await em.execute<{ last_number: number }[]>(
      `insert into document_counters (series, financial_year, last_number) values (?, ?, 1)
       on conflict (series, financial_year) do update set last_number = document_counters.last_number + 1
       returning last_number`,
      [series, fy],
    );
    return Number(rows[0].last_number);
  }

  /** Called by trips' settleBill inside its settling transaction: one invoice per booking. */
  async issueForSettlement(em: EntityManager, input: SettlementInvoiceInput): Promise<IssuedDocument> {
    const { booking, bill, settledAt, method } = input;
    const [customer] = await em.execute<
      {
        user_id: string;
        name: string;
        email: string;
        phone: string;
        address: string | null;
        state: string | null;
        gstin: string | null;
        business_name: string | null;
        language: string;
        car_name: string | null;
        car_registration: string | null;
      }[]
    >(
      // The address asked at handover stands in for a profile without one (Rule 46).
      `select b.user_id, b.name, u.email, b.phone, coalesce(u.address, t.recipient_address) as address, u.state, u.gstin, u.business_name,
              u.language, c.name as car_name, c.registration_number as car_registration
       from bookings b join users u on u.id = b.user_id left join trips t on t.booking_id = b.id left join cars c on c.id = b.car_id
       where b.id = ?`,
      [booking.id],
    );
    if (!customer) throw new InvoiceRuleError('Booking not found.');
    const existing = await em.execute<{ id: string }[]>('select id from invoices where booking_id = ?', [booking.id]);
    if (existing.length > 0) throw new InvoiceRuleError('This booking is already invoiced.');
    const fy = financialYear(settledAt);
    const sequence = await this.nextSequence(em, 'ID', fy);
    const number = documentNumber('ID', fy, sequence);
    const issuedOn = cityNow(settledAt).date;
    const tax = bill.cgst + bill.sgst + bill.igst;
    // A business's GSTIN names its state: the place of supply; else the profile's state, else the operator's.
    const supplyState = (customer.gstin && stateOfCode(customer.gstin.slice(0, 2))) || customer.state || this.operatorState;
    await em.execute(
      `insert into invoices (number, financial_year, sequence, issued_on, booking_id, customer_id, customer_name, customer_email,
         customer_phone, customer_address, customer_state, bill, tax_invoice, taxable, tax, total, payment_method, payment_reference,
         ledger_entry_ids, customer_gstin, customer_business_name, place_of_supply, customer_language, signed_by, cgst, sgst, igst,
         reimbursements, car_name, car_registration)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?,
         (select coalesce(array_agg(id order by created_at), '{}') from ledger_entries where booking_id = ?), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        number,
        fy,
        sequence,
        issuedOn,
        booking.id,
        customer.user_id,
        customer.name,
        customer.email,
        customer.phone,
        customer.address,
        customer.state,
        JSON.stringify(bill),
        bill.taxInvoice,
        bill.taxable,
        tax,
        bill.total,
        method,
        input.reference ?? null,
        booking.id,
        customer.gstin,
        customer.gstin ? customer.business_name : null,
        placeOfSupplyText(supplyState, this.operatorState),
        wantsHindi(customer.language, customer.name) ? 'hi' : 'en',
        input.signedBy ?? null,
        bill.cgst,
        bill.sgst,
        bill.igst,
        bill.reimbursements ?? 0,
        customer.car_name,
        customer.car_registration,
      ],
    );
    const language = parseLanguage(customer.language);
    this.mail(
      em,
      customer.email,
      language,
      mailText(language, 'invoice.subject', { number }),
      mailText(language, 'invoice.body', {
        name: customer.name,
        site: this.operator.name,
        number,
        date: issuedOn,
        amount: rupeesFor(language, bill.total),
      }),
    );
    return { number, issuedOn };
  }

  /** A refund or waiver after invoicing: its own series (CN/…), against the booking's invoice. */
  async issueCreditNote(em: EntityManager, input: CreditNoteInput, at: Date = this.clock.now()): Promise<IssuedDocument> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
      throw new InvoiceRuleError('A credit note is a whole number of rupees above 0.');
    const { number, issuedOn } = await this.issueNote(em, 'credit', input, at);
    return { number, issuedOn };
  }

  /**
   * A charge after settlement (a challan that arrives later): a debit note (DN/…, Rule 53) against the booking's
   * invoice for the lines and their tax. The caller adds the lines to the bill, which makes the amount due.
   */
  async issueDebitNote(
    em: EntityManager,
    input: DebitNoteInput,
    at: Date = this.clock.now(),
  ): Promise<IssuedDocument & { amount: number }> {
    if (input.lines.length === 0 || input.lines.some((l) => !Number.isSafeInteger(l.amount) || l.amount <= 0))
      throw new InvoiceRuleError('A debit note needs lines of whole rupees above 0.');
    return this.issueNote(em, 'debit', { ...input, amount: null }, at);
  }

  /** Numbers, stores and mails a credit or debit note with its lines and tax split (the note's amount is their total). */
  private async issueNote(
    em: EntityManager,
    kind: 'credit' | 'debit',
    input: Omit<CreditNoteInput, 'amount'> & { amount: number | null },
    at: Date,
  ): Promise<IssuedDocument & { amount: number }> {
    const reason = input.reason.trim();
    const name = kind === 'credit' ? 'credit note' : 'debit note';
    if (!reason) throw new InvoiceRuleError(`A ${name} needs a reason.`);
    const [invoice] = await em.execute<
      {
        id: string;
        number: string;
        total: number;
        credited: number;
        debited: number;
        customer_email: string;
        customer_name: string;
        language: string | null;
        bill: Bill;
      }[]
    >(
      `select i.id, i.number, i.total, i.customer_email, i.customer_name, i.bill,
              (select u.language from users u where u.id = i.customer_id) as language,
              coalesce((select sum(c.amount) from credit_notes c where c.invoice_id = i.id), 0)::int as credited,
              coalesce((select sum(d.amount) from debit_notes d where d.invoice_id = i.id), 0)::int as debited
       from invoices i where i.booking_id = ? for update of i`,
      [input.bookingId],
    );
    if (!invoice) throw new InvoiceRuleError(`This booking has no invoice to ${kind}.`);
    // Rule 53: the note carries its lines and their tax; a plain sum credited is one line at the invoice's rate.
    const lines = input.lines?.length ? input.lines : [creditLine(input.amount ?? 0, reason, invoice.bill)];
    const split = splitOf(lines, invoice.bill.intraState);
    const amount = input.amount ?? split.total;
    const ceiling = Number(invoice.total) + Number(invoice.debited);
    if (kind === 'credit' && Number(invoice.credited) + amount > ceiling) {
      throw new InvoiceRuleError(`Credit notes cannot exceed the invoice total of ₹${ceiling}.`);
    }
    const series = kind === 'credit' ? 'CN' : 'DN';
    const fy = financialYear(at);
    const sequence = await this.nextSequence(em, series, fy);
    const number = documentNumber(series, fy, sequence);
    const issuedOn = cityNow(at).date;
    await em.execute(
      `insert into ${kind === 'credit' ? 'credit_notes' : 'debit_notes'} (number, financial_year, sequence, issued_on, invoice_id, amount,
         reason, lines, taxable, cgst, sgst, igst, reimbursements, issued_by${kind === 'credit' ? ', refund_payment_id' : ''})
       values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?${kind === 'credit' ? ', ?' : ''})`,
      [
        number,
        fy,
        sequence,
        issuedOn,
        invoice.id,
        amount,
        reason,
        JSON.stringify(lines),
        split.taxable,
        split.cgst,
        split.sgst,
        split.igst,
        split.reimbursements,
        input.issuedBy ?? null,
        ...(kind === 'credit' ? [input.refundPaymentId ?? null] : []),
      ],
    );
    // The customer's account may be gone since the invoice: then the mail is English.
    const language = parseLanguage(invoice.language ?? 'en');
    const mail = kind === 'credit' ? 'creditNote' : 'debitNote';
    this.mail(
      em,
      invoice.customer_email,
      language,
      mailText(language, `${mail}.subject`, { number }),
      mailText(language, `${mail}.body`, {
        name: invoice.customer_name,
        number,
        date: issuedOn,
        amount: rupeesFor(language, amount),
        invoice: invoice.number,
        reason,
      }),
    );
    return { number, issuedOn, amount };
  }
}

/** A date column as yyyy-MM-dd (the driver may hand back a string or a Date at midnight UTC). */
function dateOf(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}

/** The parties of a stored invoice row (and of the notes against it). */
function partiesOf(row: Record<string, unknown>) {
  const text = (v: unknown) => (v == null ? null : String(v));
  return {
    number: String(row.number),
    issuedOn: dateOf(row.issued_on),
    customer: {
      name: String(row.customer_name),
      email: String(row.customer_email),
      phone: text(row.customer_phone),
      address: text(row.customer_address),
      state: text(row.customer_state),
      gstin: text(row.customer_gstin),
      businessName: text(row.customer_business_name),
    },
    placeOfSupply: text(row.place_of_supply),
    bilingual: wantsHindi(text(row.customer_language), String(row.customer_name)),
    signedBy: text(row.signed_by),
  };
}

/** Staff, or the customer the document was issued to. */
function entitled(viewer: Viewer, customerId: unknown): boolean {
  return viewer.role === Role.Admin || (viewer.role === Role.Customer && customerId === viewer.id);
}
