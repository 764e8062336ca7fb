import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/helpers.js';
import {
  acceptedBooking as acceptedBookingOf,
  moneyOf,
  adminToken,
  bookingBody,
  createCar,
  createCustomer,
  type Customer,
} from './support/booking-fixtures.js';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from './support/smtp-capture.js';

let server: TestServer;
let smtp: SmtpCapture;
let admin: string;
let carId: string;
let day = 3;

const PAYMENT = 'id purpose method amount status reference';

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    UPI_VPA: 'indoredrive@okhdfc',
    UPI_PAYEE_NAME: 'Indore Drive',
    OUTBOX_POLL_MS: '20',
  });
  admin = adminToken(server);
  carId = (await createCar(server)).id;
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const acceptedBooking = () => {
  day += 3;
  return acceptedBookingOf(server, carId, day);
};

const money = (id: string, token: string) => moneyOf(server, token, id);

/** The first mail after the `mark`-th one that `match` accepts, waited for. */
async function mailAfter(mark: number, match: (m: CapturedMail) => boolean): Promise<CapturedMail> {
  await expect.poll(() => smtp.mails.slice(mark).some(match), { timeout: 10_000 }).toBe(true);
  return smtp.mails.slice(mark).find(match)!;
}

const claim = (c: Customer, bookingId: string, utr: string) =>
  server.gql<{ claimUpiPayment: Record<string, unknown> }>(
    `mutation ($b: ID!, $u: String!) { claimUpiPayment(bookingId: $b, purpose: ADVANCE, utr: $u) { ${PAYMENT} } }`,
    { b: bookingId, u: utr },
    c.token,
  );

describe('what is due', () => {
  it('is nothing while Pending, and the advance once staff accept', async () => {
    const customer = await createCustomer(server);
    const res = await server.fetch('/api/v1/bookingsnew/book', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
      body: JSON.stringify(bookingBody(carId, 200)),
    });
    const { booking } = (await res.json()) as { booking: { _id: string; due: number; paid: number } };
    expect([booking.due, booking.paid]).toEqual([0, 0]);
    const refused = await server.gql(
      `mutation { paymentRequest(bookingId: "${booking._id}", purpose: ADVANCE) { amount } }`,
      {},
      customer.token,
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: 'The advance is due once our staff accept the booking.',
      extensions: { code: 'CONFLICT' },
    });

    const { customer: c2, id, advance } = await acceptedBooking();
    expect(await money(id, c2.token)).toEqual({ paid: 0, due: advance, refunded: 0 });
  });
});

describe('UPI', () => {
  it('asks for the exact advance with a UPI link, takes a claim by UTR, and staff confirm it into the ledger', async () => {
    const { customer, id, advance } = await acceptedBooking();
    const request = await server.gql<{ paymentRequest: { amount: number; upiUri: string; razorpayOrderId: null } }>(
      `mutation { paymentRequest(bookingId: "${id}", purpose: ADVANCE) { amount upiUri razorpayOrderId } }`,
      {},
      customer.token,
    );
    expect(request.data!.paymentRequest.amount).toBe(advance);
    const uri = new URL(request.data!.paymentRequest.upiUri);
    expect(uri.protocol).toBe('upi:');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      pa: 'indoredrive@okhdfc',
      pn: 'Indore Drive',
      am: `${advance}.00`,
      cu: 'INR',
    });
    expect(request.data!.paymentRequest.razorpayOrderId).toBeNull();

    expect((await claim(customer, id, '12345')).errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    const claimed = await claim(customer, id, '401234567890');
    expect(claimed.data!.claimUpiPayment).toMatchObject({ status: 'CLAIMED', method: 'UPI', amount: advance, reference: '401234567890' });
    // Nothing is paid until staff match it with the bank statement.
    expect(await money(id, customer.token)).toEqual({ paid: 0, due: advance, refunded: 0 });
    expect((await claim(customer, id, '401234567891')).errors?.[0].message).toBe(
      'A payment for this booking is waiting for our staff to confirm it.',
    );

    const queue = await server.gql<{ payments: { items: { id: string; status: string; bookingId: string }[] } }>(
      '{ payments(search: "4012345678") { items { id status bookingId } } }',
      {},
      admin,
    );
    expect(queue.errors).toBeUndefined();
    expect(queue.data!.payments.items[0]).toMatchObject({ status: 'CLAIMED', bookingId: id });
    const mark = smtp.mails.length;
    const confirmed = await server.gql<{ confirmPayment: { status: string } }>(
      `mutation { confirmPayment(paymentId: "${claimed.data!.claimUpiPayment.id}", accepted: true, note: "On the HDFC statement") { status } }`,
      {},
      admin,
    );
    expect(confirmed.data!.confirmPayment.status).toBe('CONFIRMED');
    expect(await money(id, customer.token)).toEqual({ paid: advance, due: 0, refunded: 0 });
    const mail = await mailAfter(mark, (m) => m.subject.startsWith('Payment received'));
    expect(mail.text).toContain('401234567890');
    // The bell rings too, which refreshes the customer's open /bookings.
    const bell = await server.gql<{ myNotifications: { message: string }[] }>('{ myNotifications { message } }', {}, customer.token);
    expect(bell.data!.myNotifications[0].message).toMatch(/^Payment received for your Fortuner booking on .*UTR 401234567890/);

    // Confirming twice records nothing twice.
    const again = await server.gql(
      `mutation { confirmPayment(paymentId: "${claimed.data!.claimUpiPayment.id}", accepted: true, note: null) { status } }`,
      {},
      admin,
    );
    expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
    const rows = await server.orm.em.getConnection().execute(`select * from ledger_entries where booking_id = ?`, [id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'PAYMENT', method: 'UPI', amount: advance, reference: '401234567890' });
    expect(rows[0].recorded_by).toMatch(/^staff /);
  });

  it('accepts a UTR once only across all payments; a rejected claim frees it', async () => {
    const first = await acceptedBooking();
    const second = await acceptedBooking();
    const claimed = await claim(first.customer, first.id, '555566667777');
    expect(claimed.data!.claimUpiPayment.status).toBe('CLAIMED');
    expect((await claim(second.customer, second.id, '555566667777')).errors?.[0]).toMatchObject({
      message: 'This UTR has already been used for a payment.',
      extensions: { code: 'CONFLICT' },
    });
    const rejected = await server.gql<{ confirmPayment: { status: string; note: string } }>(
      `mutation { confirmPayment(paymentId: "${claimed.data!.claimUpiPayment.id}", accepted: false, note: "Not on the statement") { status note } }`,
      {},
      admin,
    );
    expect(rejected.data!.confirmPayment).toEqual({ status: 'FAILED', note: 'Not on the statement' });
    expect((await claim(second.customer, second.id, '555566667777')).data!.claimUpiPayment.status).toBe('CLAIMED');
  });

  it("never shows or pays someone else's booking", async () => {
    const { id } = await acceptedBooking();
    const stranger = await createCustomer(server);
    const asked = await server.gql(`mutation { paymentRequest(bookingId: "${id}", purpose: ADVANCE) { amount } }`, {}, stranger.token);
    expect(asked.errors?.[0]).toMatchObject({ message: 'Booking not found.', extensions: { code: 'NOT_FOUND' } });
    expect((await claim(stranger, id, '999988887777')).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('the ledger', () => {
  it('refuses UPDATE and DELETE of its rows in the database itself', async () => {
    const { id, advance } = await acceptedBooking();
    await server.gql(
      `mutation { recordPayment(bookingId: "${id}", purpose: ADVANCE, method: CASH, amount: ${advance}, reference: null) { id } }`,
      {},
      admin,
    );
    const conn = server.orm.em.getConnection();
    await expect(conn.execute(`update ledger_entries set amount = 1 where booking_id = ?`, [id])).rejects.toThrow(
      /never changed or deleted/,
    );
    await expect(conn.execute(`delete from ledger_entries where booking_id = ?`, [id])).rejects.toThrow(/never changed or deleted/);
    const [row] = await conn.execute(`select amount from ledger_entries where booking_id = ?`, [id]);
    expect(row.amount).toBe(advance);
  });

  it('adds up payments and refunds into paid, due and refunded', async () => {
    const { customer, id, advance } = await acceptedBooking();
    const part = Math.floor(advance / 3);
    const first = await server.gql(
      `mutation { recordPayment(bookingId: "${id}", purpose: ADVANCE, method: CASH, amount: ${part}, reference: null) { amount status reference } }`,
      {},
      admin,
    );
    expect(first.data!.recordPayment).toMatchObject({ amount: part, status: 'CONFIRMED', reference: expect.stringMatching(/^CASH-/) });
    expect(await money(id, customer.token)).toEqual({ paid: part, due: advance - part, refunded: 0 });
    // More than is due is refused, and the amount is the server's rule, not the client's.
    const over = await server.gql(
      `mutation { recordPayment(bookingId: "${id}", purpose: ADVANCE, method: CARD, amount: ${advance}, reference: "SLIP-1") { id } }`,
      {},
      admin,
    );
    expect(over.errors?.[0]).toMatchObject({
      message: `The amount must be a whole number of rupees from 1 to ${advance - part}.`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await server.gql(
      `mutation { recordPayment(bookingId: "${id}", purpose: ADVANCE, method: CARD, amount: ${advance - part}, reference: "SLIP-2") { id } }`,
      {},
      admin,
    );
    expect(await money(id, customer.token)).toEqual({ paid: advance, due: 0, refunded: 0 });
    const nothing = await server.gql(
      `mutation { recordPayment(bookingId: "${id}", purpose: ADVANCE, method: CASH, amount: 1, reference: null) { id } }`,
      {},
      admin,
    );
    expect(nothing.errors?.[0].message).toBe('Nothing is due for this booking.');

    // Cancelled more than 24 hours ahead: the whole advance is owed back, as a task for staff (not Razorpay here).
    const cancelled = await server.fetch(`/api/v1/bookingsnew/cancel/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
      body: JSON.stringify({ reason: 'Plans changed' }),
    });
    expect(cancelled.status).toBe(200);
    const tasks = await server.gql<{ payments: { items: { id: string; amount: number; method: string }[] } }>(
      `{ payments(status: REFUND_DUE, search: "${id}") { items { id amount method } } }`,
      {},
      admin,
    );
    // Each payment is given back the way it came, never beyond what it brought (issue 29): the card's part, the cash part.
    const items = [...tasks.data!.payments.items].sort((a, b) => a.method.localeCompare(b.method));
    expect(items).toEqual([
      expect.objectContaining({ amount: advance - part, method: 'CARD' }),
      expect.objectContaining({ amount: part, method: 'CASH' }),
    ]);
    const mark = smtp.mails.length;
    const closed = await server.gql(
      `mutation { closeRefund(paymentId: "${items[0].id}", reference: "REV-778", note: "Reversed on the terminal") { status } }`,
      {},
      admin,
    );
    expect(closed.data).toEqual({ closeRefund: { status: 'REFUNDED' } });
    const cash = await server.gql(
      `mutation { closeRefund(paymentId: "${items[1].id}", reference: "CASH-BACK-1", note: null) { status } }`,
      {},
      admin,
    );
    expect(cash.data).toEqual({ closeRefund: { status: 'REFUNDED' } });
    expect(await money(id, customer.token)).toEqual({ paid: advance, due: 0, refunded: advance });
    expect((await mailAfter(mark, (m) => m.subject.startsWith('Refund made'))).text).toContain('REV-778');
  });

  it('exports a date range as CSV for the accountant, to staff only', async () => {
    const { id, advance } = await acceptedBooking();
    await server.gql(
      `mutation { recordPayment(bookingId: "${id}", purpose: ADVANCE, method: CARD, amount: ${advance}, reference: "CSV-SLIP, \\"9\\"") { id } }`,
      {},
      admin,
    );
    const anonymous = await server.fetch('/api/v1/admin/ledger.csv');
    expect(anonymous.status).toBe(401);
    const res = await server.fetch('/api/v1/admin/ledger.csv', { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const csv = await res.text();
    expect(csv.split('\r\n')[0]).toBe(
      'Date (IST),Kind,Method,Amount (INR),Booking,Payment,Reference,Recorded by,Note,Customer,Booking reference,Car,Documents',
    );
    expect(csv).toContain(`PAYMENT,CARD,${advance}.00,${id}`);
    expect(csv).toContain('"CSV-SLIP, ""9"""');
    const bad = await server.fetch('/api/v1/admin/ledger.csv?from=2026-02-30', { headers: { authorization: `Bearer ${admin}` } });
    expect(bad.status).toBe(400);
    const totals = await server.gql<{ paymentTotals: { method: string; received: number }[] }>(
      '{ paymentTotals { day method received refunded } }',
      {},
      admin,
    );
    expect(totals.data!.paymentTotals.some((t) => t.method === 'CARD' && t.received >= advance)).toBe(true);
  });
});

describe('unpaid advances', () => {
  it('are flagged to staff once ADVANCE_DUE_HOURS have passed, at least 6 hours before pick-up, and mailed once a day', async () => {
    const { id } = await acceptedBooking();
    const before = await server.gql<{ overdueAdvances: { id: string }[] }>('{ overdueAdvances { id } }', {}, admin);
    expect(before.data!.overdueAdvances.map((b) => b.id)).not.toContain(id);
    // Accepted 25 hours ago.
    await server.orm.em.getConnection().execute(`update bookings set accepted_at = now() - interval '25 hours' where id = ?`, [id]);
    const after = await server.gql<{ overdueAdvances: { id: string }[] }>('{ overdueAdvances { id } }', {}, admin);
    expect(after.data!.overdueAdvances.map((b) => b.id)).toContain(id);

    const mark = smtp.mails.length;
    const tenAm = new Date(Date.UTC(2026, 10, 25, 4, 30));
    expect(await server.app.services.advanceReminder.runOnce(tenAm)).toBe(true);
    expect(await server.app.services.advanceReminder.runOnce(tenAm)).toBe(false);
    expect((await mailAfter(mark, (m) => /unpaid advance/.test(m.subject))).text).toContain(id);
    // Nothing cancels it: it stays Accepted for staff to decide.
    const [row] = await server.orm.em.getConnection().execute('select status from bookings where id = ?', [id]);
    expect(row.status).toBe('Accepted');
  });
});

describe('payment settings', () => {
  it('refuses a UPI address that is not name@bank, and Razorpay keys given in part', async () => {
    const { loadConfig, ConfigError } = await import('../src/config.js');
    const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/unused-payments-config' };
    expect(() => loadConfig({ ...base, UPI_VPA: 'not an address' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, RAZORPAY_KEY_ID: 'rzp_test_1' })).toThrow(
      'Set all of RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET, or none.',
    );
    const on = loadConfig({
      ...base,
      UPI_VPA: 'shop@okhdfc',
      RAZORPAY_KEY_ID: 'k',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
      RAZORPAY_API_URL: 'http://127.0.0.1:9/',
    });
    expect(on.payments).toMatchObject({ upi: { vpa: 'shop@okhdfc' }, razorpay: { apiUrl: 'http://127.0.0.1:9' }, advanceDueHours: 24 });
    expect(loadConfig(base).payments).toMatchObject({ upi: null, razorpay: null });
  });
});
