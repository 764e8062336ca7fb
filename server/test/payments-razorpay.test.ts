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
import { startRazorpayStandIn, type RazorpayStandIn } from './support/razorpay-standin.js';

// Razorpay as the server speaks to it: its REST API (orders, refunds) and its signed webhooks, here a local
// stand-in started by the test (RAZORPAY_API_URL); never the internet.
let server: TestServer;
let razorpay: RazorpayStandIn;
let admin: string;
let carId: string;
let day = 3;

beforeAll(async () => {
  razorpay = await startRazorpayStandIn();
  server = await startTestServer({ ...razorpay.keys, OUTBOX_POLL_MS: '20', OUTBOX_RETRY_BASE_MS: '50' });
  admin = adminToken(server);
  carId = (await createCar(server)).id;
});
afterAll(async () => {
  await server?.close();
  await razorpay?.close();
});

const acceptedBooking = () => {
  day += 3;
  return acceptedBookingOf(server, carId, day);
};

async function orderFor(customer: Customer, bookingId: string) {
  const res = await server.gql<{
    paymentRequest: { paymentId: string; amount: number; razorpayOrderId: string; razorpayKeyId: string; upiUri: null };
  }>(
    `mutation { paymentRequest(bookingId: "${bookingId}", purpose: ADVANCE) { paymentId amount razorpayOrderId razorpayKeyId upiUri } }`,
    {},
    customer.token,
  );
  return res.data!.paymentRequest;
}

const verify = (customer: Customer, orderId: string, paymentId: string, signature: string) =>
  server.gql<{ verifyRazorpayPayment: { status: string; reference: string } }>(
    'mutation ($o: String!, $p: String!, $s: String!) { verifyRazorpayPayment(orderId: $o, paymentId: $p, signature: $s) { status reference } }',
    { o: orderId, p: paymentId, s: signature },
    customer.token,
  );

async function ledgerOf(bookingId: string) {
  return server.orm.em
    .getConnection()
    .execute<{ kind: string; method: string; amount: number; reference: string }[]>(
      'select kind, method, amount, reference from ledger_entries where booking_id = ? order by created_at',
      [bookingId],
    );
}

const money = (customer: Customer, id: string) => moneyOf(server, customer.token, id);

describe('Razorpay', () => {
  it('creates an order for exactly the amount due, from the stored booking', async () => {
    const { customer, id, advance } = await acceptedBooking();
    const order = await orderFor(customer, id);
    expect(order).toMatchObject({ amount: advance, razorpayKeyId: razorpay.keys.RAZORPAY_KEY_ID, upiUri: null });
    expect(razorpay.orders.get(order.razorpayOrderId)).toMatchObject({
      amount: advance * 100,
      currency: 'INR',
      notes: { bookingId: id, purpose: 'ADVANCE' },
    });
    // Asking again reuses the open order.
    expect((await orderFor(customer, id)).razorpayOrderId).toBe(order.razorpayOrderId);
  });

  it('refuses a tampered payment signature, and records a verified payment once with the webhook after it', async () => {
    const { customer, id, advance } = await acceptedBooking();
    const order = await orderFor(customer, id);
    const paid = razorpay.pay(order.razorpayOrderId);
    const tampered = await verify(
      customer,
      order.razorpayOrderId,
      paid.paymentId,
      paid.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    );
    expect(tampered.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await ledgerOf(id)).toEqual([]);

    const ok = await verify(customer, order.razorpayOrderId, paid.paymentId, paid.signature);
    expect(ok.data!.verifyRazorpayPayment).toEqual({ status: 'CONFIRMED', reference: paid.paymentId });
    const captured = await razorpay.sendWebhook(server.url, 'payment.captured', {
      id: paid.paymentId,
      order_id: order.razorpayOrderId,
      amount: advance * 100,
      currency: 'INR',
      status: 'captured',
    });
    expect(captured.status).toBe(200);
    expect(await ledgerOf(id)).toEqual([{ kind: 'PAYMENT', method: 'RAZORPAY', amount: advance, reference: paid.paymentId }]);
    expect(await money(customer, id)).toEqual({ paid: advance, due: 0, refunded: 0 });

    // The same event again is a no-op.
    const replay = await razorpay.sendWebhook(
      server.url,
      'payment.captured',
      { id: paid.paymentId, order_id: order.razorpayOrderId, amount: advance * 100, currency: 'INR' },
      { eventId: captured.eventId },
    );
    expect(replay).toMatchObject({ status: 200, body: { status: 'duplicate' } });
    expect(await ledgerOf(id)).toHaveLength(1);
  });

  it('confirms from the webhook alone, refuses a wrong amount, a wrong order and a wrong signature', async () => {
    const { customer, id, advance } = await acceptedBooking();
    const order = await orderFor(customer, id);
    const paid = razorpay.pay(order.razorpayOrderId);
    const entity = { id: paid.paymentId, order_id: order.razorpayOrderId, amount: advance * 100, currency: 'INR' };

    const wrongAmount = await razorpay.sendWebhook(server.url, 'payment.captured', { ...entity, amount: (advance - 1) * 100 });
    expect(wrongAmount.status).toBe(400);
    const wrongOrder = await razorpay.sendWebhook(server.url, 'payment.captured', { ...entity, order_id: 'order_unknown1234' });
    expect(wrongOrder.status).toBe(400);
    const forged = await razorpay.sendWebhook(server.url, 'payment.captured', entity, { signature: 'f'.repeat(64) });
    expect(forged.status).toBe(400);
    expect(await ledgerOf(id)).toEqual([]);

    // A refused event can come again (Razorpay retries) and then count.
    const good = await razorpay.sendWebhook(server.url, 'payment.captured', entity, { eventId: wrongOrder.eventId });
    expect(good).toMatchObject({ status: 200, body: { status: 'handled' } });
    expect(await money(customer, id)).toEqual({ paid: advance, due: 0, refunded: 0 });
  });

  it('issues the refund of a cancellation through the refunds API, confirmed by refund.processed', async () => {
    const { customer, id, advance } = await acceptedBooking();
    const order = await orderFor(customer, id);
    const paid = razorpay.pay(order.razorpayOrderId);
    await verify(customer, order.razorpayOrderId, paid.paymentId, paid.signature);

    const cancelled = await server.fetch(`/api/v1/bookingsnew/cancel/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
      body: JSON.stringify({ reason: 'Trip called off' }),
    });
    expect(cancelled.status).toBe(200);
    // The outbox asks Razorpay for the refund of the whole advance (more than 24 hours before pick-up).
    await expect
      .poll(() => [...razorpay.refunds.values()].find((r) => r.payment_id === paid.paymentId), { timeout: 10_000 })
      .toMatchObject({ amount: advance * 100 });
    const refund = [...razorpay.refunds.values()].find((r) => r.payment_id === paid.paymentId)!;
    const payments = await server.gql<{ myBookings: { id: string; payments: { purpose: string; status: string }[] }[] }>(
      '{ myBookings { id payments { purpose status } } }',
      {},
      customer.token,
    );
    expect(payments.data!.myBookings.find((b) => b.id === id)!.payments).toContainEqual({ purpose: 'REFUND', status: 'REFUND_DUE' });
    // Staff cannot close it by hand while Razorpay makes it.
    const task = await server.gql<{ payments: { items: { id: string }[] } }>(
      `{ payments(status: REFUND_DUE, search: "${id}") { items { id } } }`,
      {},
      admin,
    );
    const byHand = await server.gql(
      `mutation { closeRefund(paymentId: "${task.data!.payments.items[0].id}", reference: "X") { id } }`,
      {},
      admin,
    );
    expect(byHand.errors?.[0].extensions?.code).toBe('CONFLICT');

    const processed = await razorpay.sendWebhook(server.url, 'refund.processed', {
      id: refund.id,
      payment_id: paid.paymentId,
      amount: refund.amount,
      notes: refund.notes,
      status: 'processed',
    });
    expect(processed.status).toBe(200);
    expect(await money(customer, id)).toEqual({ paid: advance, due: 0, refunded: advance });
    expect(await ledgerOf(id)).toEqual([
      { kind: 'PAYMENT', method: 'RAZORPAY', amount: advance, reference: paid.paymentId },
      { kind: 'REFUND', method: 'RAZORPAY', amount: advance, reference: refund.id },
    ]);
  });

  it('never creates an order from an amount the client sends, nor for a booking that owes nothing', async () => {
    const customer = await createCustomer(server);
    const res = await server.fetch('/api/v1/bookingsnew/book', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
      body: JSON.stringify(bookingBody(carId, 300)),
    });
    const { booking } = (await res.json()) as { booking: { _id: string } };
    const pending = await server.gql(
      `mutation { paymentRequest(bookingId: "${booking._id}", purpose: ADVANCE) { amount } }`,
      {},
      customer.token,
    );
    expect(pending.errors?.[0].extensions?.code).toBe('CONFLICT');
    const withAmount = await server.gql(
      `mutation { paymentRequest(bookingId: "${booking._id}", purpose: ADVANCE, amount: 1) { amount } }`,
      {},
      customer.token,
    );
    expect(withAmount.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('the page around Checkout', () => {
  it("lets Razorpay's script and frame in only where Razorpay is set up", async () => {
    const csp = (await server.fetch('/config.js')).headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(csp).toContain('https://api.razorpay.com');
    const { securityHeaders } = await import('../src/http/security-headers.js');
    const plain = new Map(securityHeaders()).get('content-security-policy')!;
    expect(plain).not.toContain('razorpay');
  });
});
