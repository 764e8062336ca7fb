import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestServer, type TestServer } from './support/helpers.js';
import { addDays, insertBooking, insertCar, insertCustomer, sql } from './support/account-fixtures.js';
import { pdfText } from './support/pdf.js';
import { InvoiceRuleError, type InvoiceService } from '../src/modules/invoices/invoice.service.js';
import { Role } from '../src/modules/common/enums.js';
import type { Bill } from '../src/modules/common/bill.types.js';

let server: TestServer;
let carId: string;
let customerId: string;
let customerToken: string;
let invoices: InvoiceService;
const GSTIN = '23ABCDE1234F1Z5';

/** A bill built directly (the trips module computes real ones): one rent line at 18 % intra-state. */
function bill(taxable = 4000): Bill {
  const half = Math.round(taxable * 0.09);
  return {
    lines: [
      { kind: 'RENT', description: 'Rent, 2 days', quantity: 2, unitPrice: taxable / 2, amount: taxable, sac: '996601', gstRate: 18 },
    ],
    taxInvoice: true,
    intraState: true,
    taxable,
    cgst: half,
    sgst: half,
    igst: 0,
    total: taxable + 2 * half,
    depositHeld: 5000,
    deductions: 0,
    advance: 2500,
    balance: taxable + 2 * half - 2500,
  };
}

let dayOffset = 0;
async function newBooking(): Promise<string> {
  dayOffset += 3;
  const pickupDate = addDays('2026-01-01', dayOffset);
  return insertBooking(server, { carId, userId: customerId, status: 'Completed', pickupDate, dropDate: addDays(pickupDate, 1) });
}

function settle(bookingId: string, settledAt: Date) {
  return server.orm.em.fork().transactional((em) =>
    invoices.issueForSettlement(em as EntityManager, {
      booking: { id: bookingId },
      bill: bill(),
      settledAt,
      method: 'UPI',
      reference: 'UTR123',
    }),
  );
}

beforeAll(async () => {
  server = await startTestServer({
    OPERATOR_GSTIN: GSTIN,
    OPERATOR_ADDRESS: 'AB Road, Indore, Madhya Pradesh',
    PUBLIC_URL: 'https://rent.example.com',
  });
  invoices = server.app.services.invoices;
  carId = await insertCar(server, 'Creta');
  const customer = await insertCustomer(server, { name: 'Asha Verma' });
  customerId = customer.id;
  customerToken = customer.token;
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await sql(server, 'delete from credit_notes');
  await sql(server, 'delete from invoices');
  await sql(server, 'delete from document_counters');
  await sql(server, 'delete from outbox');
});

describe('invoice numbering inside the settling transaction', () => {
  it('gives 20 concurrent settlements 20 consecutive numbers: no gap, no duplicate', async () => {
    const bookings = await Promise.all(Array.from({ length: 20 }, () => newBooking()));
    const at = new Date('2026-11-25T06:00:00Z');
    const issued = await Promise.all(bookings.map((id) => settle(id, at)));
    const numbers = issued.map((d) => d.number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `ID/26-27/${String(i + 1).padStart(6, '0')}`));
    expect(issued.every((d) => d.issuedOn === '2026-11-25')).toBe(true);
    const rows = await sql<{ n: string }>(server, 'select count(distinct number)::text as n from invoices');
    expect(rows[0].n).toBe('20');
  });

  it('restarts at 1 on 1 April in the city, and 31 March continues the old year', async () => {
    const [a, b, c] = [await newBooking(), await newBooking(), await newBooking()];
    expect((await settle(a, new Date('2027-03-31T18:00:00Z'))).number).toBe('ID/26-27/000001'); // 23:30 on 31 March, IST
    expect(await settle(b, new Date('2027-03-31T18:30:00Z'))).toEqual({ number: 'ID/27-28/000001', issuedOn: '2027-04-01' });
    expect((await settle(c, new Date('2027-04-02T05:00:00Z'))).number).toBe('ID/27-28/000002');
  });

  it('gives the number back when the settling transaction rolls back', async () => {
    const [a, b] = [await newBooking(), await newBooking()];
    const at = new Date('2026-11-25T06:00:00Z');
    await expect(
      server.orm.em.fork().transactional(async (em) => {
        await invoices.issueForSettlement(em as EntityManager, { booking: { id: a }, bill: bill(), settledAt: at, method: 'Cash' });
        throw new Error('payment failed after numbering');
      }),
    ).rejects.toThrow('payment failed');
    expect((await settle(b, at)).number).toBe('ID/26-27/000001');
    expect(await sql(server, 'select 1 from invoices where booking_id = ?', [a])).toHaveLength(0);
    expect(
      await sql(server, "select 1 from outbox where payload->>'subject' like 'Your invoice %' and payload->>'text' like ?", [
        '%ID/26-27/000001%',
      ]),
    ).toHaveLength(1);
  });

  it('snapshots the customer and the bill, and refuses a second invoice for a booking', async () => {
    const id = await newBooking();
    await settle(id, new Date('2026-11-25T06:00:00Z'));
    const [row] = await sql<Record<string, unknown>>(server, 'select * from invoices where booking_id = ?', [id]);
    expect(row).toMatchObject({
      customer_name: 'Test',
      customer_phone: '919876543210',
      taxable: 4000,
      tax: 720,
      total: 4720,
      payment_method: 'UPI',
      payment_reference: 'UTR123',
      tax_invoice: true,
    });
    expect((row.customer_email as string).endsWith('@example.com')).toBe(true);
    expect((row.bill as Bill).lines[0].sac).toBe('996601');
    await expect(settle(id, new Date())).rejects.toBeInstanceOf(InvoiceRuleError);
    const [mail] = await sql<{ payload: { to: string; text: string } }>(
      server,
      "select payload from outbox where kind = 'mail' and payload->>'subject' = ?",
      [`Your invoice ${row.number as string}`],
    );
    expect(mail.payload.to).toBe(row.customer_email);
    expect(mail.payload.text).toContain('₹4,720');
    // The app's hash route (issue 32): `/bookings` opened the home page once the service worker ran.
    expect(mail.payload.text).toContain('Download it from My Bookings: https://rent.example.com/#/bookings');
  });
});

describe('credit notes', () => {
  function credit(bookingId: string, amount: number, reason = 'Fuel charge waived') {
    return server.orm.em
      .fork()
      .transactional((em) =>
        invoices.issueCreditNote(em as EntityManager, { bookingId, amount, reason }, new Date('2026-12-01T06:00:00Z')),
      );
  }

  it('have their own series against the invoice, up to its total', async () => {
    const id = await newBooking();
    await settle(id, new Date('2026-11-25T06:00:00Z'));
    expect(await credit(id, 500)).toEqual({ number: 'CN/26-27/000001', issuedOn: '2026-12-01' });
    expect((await credit(id, 4220)).number).toBe('CN/26-27/000002');
    await expect(credit(id, 1)).rejects.toThrow('Credit notes cannot exceed the invoice total of ₹4720.');
    await expect(credit(id, 0)).rejects.toBeInstanceOf(InvoiceRuleError);
    await expect(credit(id, 10, '  ')).rejects.toThrow('A credit note needs a reason.');
  });

  it('are refused for a booking with no invoice, taking no number', async () => {
    const id = await newBooking();
    await expect(credit(id, 100)).rejects.toThrow('This booking has no invoice to credit.');
    expect(await sql(server, "select 1 from document_counters where series = 'CN'")).toHaveLength(0);
  });
});

const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('GET /api/v1/invoices/{number} and /api/v1/credit-notes/{number}', () => {
  it('answers the PDF to its customer and to staff: number, GSTIN, tax split, total in figures and words, ₹', async () => {
    const id = await newBooking();
    const { number } = await settle(id, new Date('2026-11-25T06:00:00Z'));
    const path = `/api/v1/invoices/${encodeURIComponent(number)}`;
    const mine = await server.fetch(path, auth(customerToken));
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const text = await pdfText(mine);
    for (const expected of [
      number,
      `GSTIN: ${GSTIN}`,
      'Tax invoice',
      '996601',
      '9% ₹360',
      'CGST 9%: ₹360',
      'SGST 9%: ₹360',
      'Total: ₹4,720',
      'Four thousand seven hundred twenty rupees only',
      'AB Road, Indore',
    ]) {
      expect(text).toContain(expected);
    }
    const staff = await server.fetch(path, auth(server.tokenFor(randomUUID(), Role.Admin)));
    expect(staff.status).toBe(200);
    expect(await pdfText(staff)).toContain(number);
  });

  it('answers 404 to another customer, to anonymous and for an unknown number, alike', async () => {
    const id = await newBooking();
    const { number } = await settle(id, new Date('2026-11-25T06:00:00Z'));
    const path = `/api/v1/invoices/${encodeURIComponent(number)}`;
    const other = await insertCustomer(server, { name: 'Ravi Kumar' });
    expect((await server.fetch(path, auth(other.token))).status).toBe(404);
    expect((await server.fetch(path)).status).toBe(404);
    expect((await server.fetch(`/api/v1/invoices/${encodeURIComponent('ID/26-27/999999')}`, auth(customerToken))).status).toBe(404);
  });

  it('renders the same bytes each time (regenerated from the stored snapshot, nothing stored to leak)', async () => {
    const id = await newBooking();
    const { number } = await settle(id, new Date('2026-11-25T06:00:00Z'));
    const path = `/api/v1/invoices/${encodeURIComponent(number)}`;
    const a = Buffer.from(await (await server.fetch(path, auth(customerToken))).arrayBuffer());
    const b = Buffer.from(await (await server.fetch(path, auth(customerToken))).arrayBuffer());
    expect(a.equals(b)).toBe(true);
  });

  it('answers a credit note to its customer, 404 to another', async () => {
    const id = await newBooking();
    const invoice = await settle(id, new Date('2026-11-25T06:00:00Z'));
    const { number } = await server.orm.em
      .fork()
      .transactional((em) => invoices.issueCreditNote(em as EntityManager, { bookingId: id, amount: 1200, reason: 'Late fee waived' }));
    const path = `/api/v1/credit-notes/${encodeURIComponent(number)}`;
    const res = await server.fetch(path, auth(customerToken));
    expect(res.status).toBe(200);
    const text = await pdfText(res);
    for (const expected of [number, invoice.number, 'Credit note', '₹1,200', 'One thousand two hundred rupees only', 'Late fee waived']) {
      expect(text).toContain(expected);
    }
    const other = await insertCustomer(server);
    expect((await server.fetch(path, auth(other.token))).status).toBe(404);
    expect((await server.fetch(path)).status).toBe(404);
  });
});

describe('bill of supply (no OPERATOR_GSTIN)', () => {
  it('prints no GSTIN and no tax lines', async () => {
    const plain = await startTestServer({ DATABASE_URL: server.databaseUrl });
    try {
      const id = await newBooking();
      const noTax: Bill = { ...bill(), taxInvoice: false, cgst: 0, sgst: 0, total: 4000 };
      const { number } = await plain.orm.em.fork().transactional((em) =>
        plain.app.services.invoices.issueForSettlement(em as EntityManager, {
          booking: { id },
          bill: noTax,
          settledAt: new Date('2026-11-25T06:00:00Z'),
          method: 'Cash',
        }),
      );
      const text = await pdfText(await plain.fetch(`/api/v1/invoices/${encodeURIComponent(number)}`, auth(customerToken)));
      expect(text).toContain('Bill of supply');
      expect(text).toContain('Total: ₹4,000');
      expect(text).not.toContain('GSTIN');
      expect(text).not.toContain('CGST');
    } finally {
      await plain.close();
    }
  });
});

describe('GraphQL Booking.invoice and Booking.creditNotes', () => {
  it('show the customer their invoiced bookings, and staff every one, with download URLs', async () => {
    const invoiced = await newBooking();
    const plain = await newBooking();
    const { number } = await settle(invoiced, new Date('2026-11-25T06:00:00Z'));
    const note = await server.orm.em
      .fork()
      .transactional((em) => invoices.issueCreditNote(em as EntityManager, { bookingId: invoiced, amount: 100, reason: 'Toll refunded' }));
    type Row = {
      id: string;
      invoice: { number: string; issuedOn: string; total: number; url: string } | null;
      creditNotes: { number: string; amount: number; url: string }[];
    };
    const mine = await server.gql<{ myBookings: Row[] }>(
      '{ myBookings { id invoice { number issuedOn total url } creditNotes { number amount url } } }',
      {},
      customerToken,
    );
    expect(mine.errors).toBeUndefined();
    const byId = new Map(mine.data!.myBookings.map((b) => [b.id, b]));
    expect(byId.get(invoiced)?.invoice).toEqual({
      number,
      issuedOn: '2026-11-25',
      total: 4720,
      url: `/api/v1/invoices/${encodeURIComponent(number)}`,
    });
    expect(byId.get(invoiced)?.creditNotes).toEqual([
      { number: note.number, amount: 100, url: `/api/v1/credit-notes/${encodeURIComponent(note.number)}` },
    ]);
    expect(byId.get(plain)).toMatchObject({ invoice: null, creditNotes: [] });
    const res = await server.fetch(byId.get(invoiced)!.invoice!.url, auth(customerToken));
    expect(res.status).toBe(200);
    const staff = await server.gql<{ bookings: { items: Row[] } }>(
      '{ bookings(pageSize: 100) { items { id invoice { number } } } }',
      {},
      server.tokenFor(randomUUID(), Role.Admin),
    );
    expect(staff.errors).toBeUndefined();
    expect(staff.data!.bookings.items.find((b) => b.id === invoiced)?.invoice?.number).toBe(number);
  });
});

describe('revenueDashboard (admin)', () => {
  it('sums invoices by month with tax apart, and the share of car-days on trips over 90 days', async () => {
    const a = await newBooking();
    const b = await newBooking();
    await settle(a, new Date());
    await settle(b, new Date());
    const admin = server.tokenFor(randomUUID(), Role.Admin);
    const res = await server.gql<{
      revenueDashboard: { months: { month: string; taxable: number; tax: number; invoices: number }[]; utilisation: number };
    }>('{ revenueDashboard { months { month taxable tax invoices } utilisation } }', {}, admin);
    expect(res.errors).toBeUndefined();
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' })
      .format(new Date())
      .slice(0, 7);
    expect(res.data!.revenueDashboard.months).toContainEqual({ month, taxable: 8000, tax: 1440, invoices: 2 });
    // The one car spent 32 hours of the last 90 days on a trip (handover to return; the fixtures have no other trip).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const tripBooking = await insertBooking(server, {
      carId,
      userId: customerId,
      status: 'Completed',
      pickupDate: addDays(today, -10),
      dropDate: addDays(today, -9),
    });
    await sql(
      server,
      `insert into trips (booking_id, started_at, started_by, handover_odometer_km, handover_fuel_eighths, handover_photos, signature_key,
         originals_seen, deposit_held, returned_at, return_odometer_km, return_fuel_eighths, bill)
       values (?, now() - interval '10 days', 'test', 100, 8, '{}', 'private-sig.png', true, 0, now() - interval '10 days' + interval '32 hours', 200, 8, '{}')`,
      [tripBooking],
    );
    const after = await server.gql<{ revenueDashboard: { utilisation: number } }>('{ revenueDashboard { utilisation } }', {}, admin);
    expect(after.data!.revenueDashboard.utilisation).toBeCloseTo(32 / (90 * 24), 5);
    expect((await server.gql('{ revenueDashboard { utilisation } }', {}, customerToken)).errors?.[0]).toBeTruthy();
  });
});
