import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Razorpay for tests (the real one is on the internet, which tests never reach): the two API calls the
 * server makes (POST /v1/orders, POST /v1/payments/{id}/refund, with HTTP Basic auth of the key id and secret),
 * plus what Razorpay itself would do: Checkout paying an order (a payment id and its signature) and signed webhooks
 * sent to the app (X-Razorpay-Signature over the raw body, X-Razorpay-Event-Id).
 */
export interface RazorpayStandIn {
  url: string;
  keys: { RAZORPAY_KEY_ID: string; RAZORPAY_KEY_SECRET: string; RAZORPAY_WEBHOOK_SECRET: string; RAZORPAY_API_URL: string };
  orders: Map<string, { id: string; amount: number; currency: string; receipt: string; notes: Record<string, string> }>;
  refunds: Map<string, { id: string; payment_id: string; amount: number; notes: Record<string, string> }>;
  /**
   * Checkout: a payment of the order, with the signature its handler gets. Like Razorpay's, an order our server no
   * longer offers can still be paid by a Checkout window left open (orders cannot be cancelled through the API).
   */
  pay(orderId: string): { paymentId: string; signature: string };
  /** Sends a signed webhook to `appUrl`; answers the app's status and body. */
  sendWebhook(
    appUrl: string,
    event: string,
    entity: Record<string, unknown>,
    options?: { eventId?: string; signature?: string },
  ): Promise<{ status: number; body: unknown; eventId: string }>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

export async function startRazorpayStandIn(): Promise<RazorpayStandIn> {
  const keyId = id('rzp_test');
  const keySecret = randomBytes(16).toString('hex');
  const webhookSecret = randomBytes(16).toString('hex');
  const orders: RazorpayStandIn['orders'] = new Map();
  const refunds: RazorpayStandIn['refunds'] = new Map();
  const payments = new Map<string, { orderId: string; amount: number }>();

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.headers.authorization !== `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`) {
      send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' } });
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
      amount?: number;
      currency?: string;
      receipt?: string;
      notes?: Record<string, string>;
    };
    if (req.method === 'POST' && req.url === '/v1/orders') {
      if (!Number.isInteger(body.amount) || body.amount! < 100 || body.currency !== 'INR') {
        send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be at least INR 1.00' } });
        return;
      }
      const order = {
        id: id('order'),
        amount: body.amount!,
        currency: 'INR',
        receipt: body.receipt ?? '',
        notes: body.notes ?? {},
        status: 'created',
      };
      orders.set(order.id, order);
      send(200, order);
      return;
    }
    const refund = /^\/v1\/payments\/(pay_[0-9a-f]+)\/refund$/.exec(req.url ?? '');
    if (req.method === 'POST' && refund) {
      const payment = payments.get(refund[1]);
      // As Razorpay: a payment's refunds together never exceed what it captured.
      const before = [...refunds.values()].filter((r) => r.payment_id === refund[1]).reduce((sum, r) => sum + r.amount, 0);
      if (!payment || !Number.isInteger(body.amount) || body.amount! < 100 || before + body.amount! > payment.amount) {
        send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount is invalid' } });
        return;
      }
      const made = { id: id('rfnd'), payment_id: refund[1], amount: body.amount!, notes: body.notes ?? {}, status: 'pending' };
      refunds.set(made.id, made);
      send(200, made);
      return;
    }
    send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    keys: { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret, RAZORPAY_API_URL: url },
    orders,
    refunds,
    pay(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      const paymentId = id('pay');
      payments.set(paymentId, { orderId, amount: order.amount });
      return { paymentId, signature: createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex') };
    },
    async sendWebhook(appUrl, event, entity, options = {}) {
      const kind = event.split('.')[0];
      const raw = JSON.stringify({
        entity: 'event',
        account_id: 'acc_test',
        event,
        contains: [kind],
        payload: { [kind]: { entity } },
        created_at: Math.floor(Date.now() / 1000),
      });
      const eventId = options.eventId ?? id('evt');
      const res = await fetch(`${appUrl}/api/v1/payments/razorpay/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-event-id': eventId,
          'x-razorpay-signature': options.signature ?? createHmac('sha256', webhookSecret).update(raw).digest('hex'),
        },
        body: raw,
      });
      return { status: res.status, body: await res.json(), eventId };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
