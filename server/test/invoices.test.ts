import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestServer, type TestServer } from './support/helpers.js';
import { addDays, insertBooking, insertCar, insertCustomer, sql } from './support/account-fixtures.js';
import { InvoiceRuleError, InvoiceService } from '../src/modules/invoices/invoice.service.js';
import type { Bill } from '../src/modules/common/bill.types.js';

let server: TestServer;
let carId: string;
let customerId: string;
const invoices = new InvoiceService();

/** A bill built directly (the trips module computes real ones): one rent line at 18 % intra-state. */
function bill(taxable = 4000): Bill {
  const half = Math.round(taxable * 0.09);
  return {
    lines: [{ kind: 'RENT', description: 'Rent, 2 days', quantity: 2, unitPrice: taxable / 2, amount: taxable, sac: '996601', gstRate: 18 }],
    taxInvoice: true, intraState: true,
    taxable, cgst: half, sgst: half, igst: 0, total: taxable + 2 * half,
    depositHeld: 5000, deductions: 0, advance: 2500, balance: taxable + 2 * half - 2500,
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
    invoices.issueForSettlement(em as EntityManager, { booking: { id: bookingId }, bill: bill(), settledAt, method: 'UPI', reference: 'UTR123' }));
}

beforeAll(async () => {
  server = await startTestServer();
  carId = await insertCar(server, 'Creta');
  customerId = (await insertCustomer(server, { name: 'Asha Verma' })).id;
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await sql(server, 'delete from credit_notes');
  await sql(server, 'delete from invoices');
  await sql(server, 'delete from document_counters');
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
    await expect(server.orm.em.fork().transactional(async (em) => {
      await invoices.issueForSettlement(em as EntityManager, { booking: { id: a }, bill: bill(), settledAt: at, method: 'Cash' });
      throw new Error('payment failed after numbering');
    })).rejects.toThrow('payment failed');
    expect((await settle(b, at)).number).toBe('ID/26-27/000001');
    expect(await sql(server, 'select 1 from invoices where booking_id = ?', [a])).toHaveLength(0);
  });

  it('snapshots the customer and the bill, and refuses a second invoice for a booking', async () => {
    const id = await newBooking();
    await settle(id, new Date('2026-11-25T06:00:00Z'));
    const [row] = await sql<Record<string, unknown>>(server, 'select * from invoices where booking_id = ?', [id]);
    expect(row).toMatchObject({ customer_name: 'Test', customer_phone: '919876543210', taxable: 4000, tax: 720, total: 4720, payment_method: 'UPI', payment_reference: 'UTR123', tax_invoice: true });
    expect((row.customer_email as string).endsWith('@example.com')).toBe(true);
    expect((row.bill as Bill).lines[0].sac).toBe('996601');
    await expect(settle(id, new Date())).rejects.toBeInstanceOf(InvoiceRuleError);
  });
});

describe('credit notes', () => {
  function credit(bookingId: string, amount: number, reason = 'Fuel charge waived') {
    return server.orm.em.fork().transactional((em) =>
      invoices.issueCreditNote(em as EntityManager, { bookingId, amount, reason }, new Date('2026-12-01T06:00:00Z')));
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
