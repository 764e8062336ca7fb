import type { EntityManager } from '@mikro-orm/postgresql';
import type { Bill, BillLine } from '../common/bill.types.js';
import { cityNow } from '../common/city-time.js';
import { Role } from '../common/enums.js';
import type { Viewer } from '../common/access.js';
import { documentNumber, financialYear, type DocumentSeries } from './numbering.js';
import type { BookingDocuments, RevenueDashboard } from './invoice.types.js';
import { SQL_CITY_NOW } from '../common/city-time.js';
import { MAIL } from '../outbox/mail.kind.js';
import { parseLanguage, rupeesFor, type Language } from '../common/language.js';
import { mailText } from './invoice.mail-texts.js';
import type { Outbox } from '../outbox/outbox.js';
import { creditNotePdf, invoicePdf, type Operator } from './invoice.pdf.js';

export interface SettlementInvoiceInput {
  /** The settled booking (its id is what is read; the customer is snapshotted from its row and its user's). */
  booking: { id: string };
  bill: Bill;
  settledAt: Date;
  method: string;
  reference?: string | null;
}

export interface CreditNoteInput {
  bookingId: string;
  /** Whole rupees refunded or waived after invoicing. */
  amount: number;
  reason: string;
  lines?: BillLine[] | null;
  /** The refund this credit makes due (payments module): its ledger row carries that payment's id once paid. */
  refundPaymentId?: string | null;
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
  /** `bookingsUrl`: where the mails send the customer to download (the PDF itself needs their sign-in). */
  constructor(
    private readonly operator: Operator,
    private readonly outbox: Outbox,
    private readonly bookingsUrl: string,
  ) {}

  /**
   * Mailed through the outbox in the caller's transaction, in the customer's language (issue 24): sent exactly when
   * the document exists (call outbox.wake() after commit).
   */
  private mail(em: EntityManager, to: string, language: Language, subject: string, text: string): void {
    const download = mailText(language, 'documents.download', { url: this.bookingsUrl });
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
    return invoicePdf(this.operator, {
      number: String(row.number),
      issuedOn: dateOf(row.issued_on),
      bookingId: String(row.booking_id ?? ''),
      customer: {
        name: String(row.customer_name),
        email: String(row.customer_email),
        phone: String(row.customer_phone),
        address: row.customer_address as string | null,
        state: row.customer_state as string | null,
      },
      bill: row.bill as Bill,
      payment: { method: String(row.payment_method), reference: row.payment_reference as string | null },
      ledger: await em.execute<{ kind: string; method: string; reference: string | null; amount: number }[]>(
        `select l.kind, l.method, l.reference, l.amount from invoices i join ledger_entries l on l.id = any(i.ledger_entry_ids)
         where i.number = ? order by l.created_at, l.kind`,
        [number],
      ),
    });
  }

  /** The invoice and credit notes of many bookings at once (Booking.invoice and Booking.creditNotes batch here). */
  async documentsFor(em: EntityManager, bookingIds: string[]): Promise<Map<string, BookingDocuments>> {
    const found = new Map<string, BookingDocuments>();
    if (bookingIds.length === 0) return found;
    const invoiceRows = await em.execute<{ id: string; booking_id: string; number: string; issued_on: unknown; total: number }[]>(
      'select id, booking_id, number, issued_on, total from invoices where booking_id in (?)',
      [bookingIds],
    );
    if (invoiceRows.length === 0) return found;
    const noteRows = await em.execute<{ invoice_id: string; number: string; issued_on: unknown; amount: number; reason: string }[]>(
      'select invoice_id, number, issued_on, amount, reason from credit_notes where invoice_id in (?) order by sequence',
      [invoiceRows.map((r) => r.id)],
    );
    for (const row of invoiceRows) {
      const number = String(row.number);
      found.set(row.booking_id, {
        invoice: {
          number,
          issuedOn: dateOf(row.issued_on),
          total: Number(row.total),
          url: `/api/v1/invoices/${encodeURIComponent(number)}`,
        },
        creditNotes: noteRows
          .filter((n) => n.invoice_id === row.id)
          .map((n) => ({
            number: n.number,
            issuedOn: dateOf(n.issued_on),
            amount: Number(n.amount),
            reason: n.reason,
            url: `/api/v1/credit-notes/${encodeURIComponent(n.number)}`,
          })),
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

  /** A credit note's PDF, on the same terms as its invoice's. */
  async creditNotePdfFor(em: EntityManager, number: string, viewer: Viewer | null): Promise<Buffer | null> {
    if (!viewer) return null;
    const [row] = await em.execute<Record<string, unknown>[]>(
      `select c.number, c.issued_on, c.amount, c.reason, i.number as invoice_number, i.customer_id, i.customer_name, i.customer_email
       from credit_notes c join invoices i on i.id = c.invoice_id where c.number = ?`,
      [number],
    );
    if (!row || !entitled(viewer, row.customer_id)) return null;
    return creditNotePdf(this.operator, {
      number: String(row.number),
      issuedOn: dateOf(row.issued_on),
      invoiceNumber: String(row.invoice_number),
      customer: { name: String(row.customer_name), email: String(row.customer_email) },
      amount: Number(row.amount),
      reason: String(row.reason),
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
      { user_id: string; name: string; email: string; phone: string; address: string | null; state: string | null; language: string }[]
    >(
      `select b.user_id, b.name, u.email, b.phone, u.address, u.state, u.language from bookings b join users u on u.id = b.user_id where b.id = ?`,
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
    await em.execute(
      `insert into invoices (number, financial_year, sequence, issued_on, booking_id, customer_id, customer_name, customer_email,
         customer_phone, customer_address, customer_state, bill, tax_invoice, taxable, tax, total, payment_method, payment_reference,
         ledger_entry_ids)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?,
         (select coalesce(array_agg(id order by created_at), '{}') from ledger_entries where booking_id = ?))`,
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
  async issueCreditNote(em: EntityManager, input: CreditNoteInput, at: Date = new Date()): Promise<IssuedDocument> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
      throw new InvoiceRuleError('A credit note is a whole number of rupees above 0.');
    const reason = input.reason.trim();
    if (!reason) throw new InvoiceRuleError('A credit note needs a reason.');
    const [invoice] = await em.execute<
      {
        id: string;
        number: string;
        total: number;
        credited: number;
        customer_email: string;
        customer_name: string;
        language: string | null;
      }[]
    >(
      `select i.id, i.number, i.total, i.customer_email, i.customer_name, (select u.language from users u where u.id = i.customer_id) as language,
              coalesce((select sum(c.amount) from credit_notes c where c.invoice_id = i.id), 0)::int as credited
       from invoices i where i.booking_id = ? for update of i`,
      [input.bookingId],
    );
    if (!invoice) throw new InvoiceRuleError('This booking has no invoice to credit.');
    if (Number(invoice.credited) + input.amount > Number(invoice.total)) {
      throw new InvoiceRuleError(`Credit notes cannot exceed the invoice total of ₹${invoice.total}.`);
    }
    const fy = financialYear(at);
    const sequence = await this.nextSequence(em, 'CN', fy);
    const number = documentNumber('CN', fy, sequence);
    const issuedOn = cityNow(at).date;
    await em.execute(
      `insert into credit_notes (number, financial_year, sequence, issued_on, invoice_id, amount, reason, lines, refund_payment_id)
       values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?)`,
      [
        number,
        fy,
        sequence,
        issuedOn,
        invoice.id,
        input.amount,
        reason,
        input.lines ? JSON.stringify(input.lines) : null,
        input.refundPaymentId ?? null,
      ],
    );
    // The customer's account may be gone since the invoice: then the mail is English.
    const language = parseLanguage(invoice.language ?? 'en');
    this.mail(
      em,
      invoice.customer_email,
      language,
      mailText(language, 'creditNote.subject', { number }),
      mailText(language, 'creditNote.body', {
        name: invoice.customer_name,
        number,
        date: issuedOn,
        amount: rupeesFor(language, input.amount),
        invoice: invoice.number,
        reason,
      }),
    );
    return { number, issuedOn };
  }
}

/** A date column as yyyy-MM-dd (the driver may hand back a string or a Date at midnight UTC). */
function dateOf(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}

/** Staff, or the customer the document was issued to. */
function entitled(viewer: Viewer, customerId: unknown): boolean {
  return viewer.role === Role.Admin || (viewer.role === Role.Customer && customerId === viewer.id);
}
