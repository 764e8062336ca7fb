import { createHmac, timingSafeEqual } from 'node:crypto';
import { ServiceUnavailableError } from '../common/errors.js';
import { toPaise } from './money.js';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
}

const UNREACHABLE = 'Online payment is briefly unavailable. Please try again in a minute, or pay by UPI or at the counter.';

/** HMAC-SHA256 hex of `text`, compared in constant time with what the other side sent. */
export function signatureMatches(secret: string, text: string | Buffer, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(text).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/**
 * Razorpay's REST API (orders, refunds), spoken over fetch so that its base address is configuration
 * (RAZORPAY_API_URL): tests point it at a local stand-in. Razorpay's Node SDK pins api.razorpay.com.
 */
export class RazorpayClient {
  constructor(readonly settings: RazorpaySettings) {}

  /** An order for exactly `rupees`; Checkout pays it, and its id ties the payment back to our row. */
  async createOrder(rupees: number, receipt: string, notes: Record<string, string>): Promise<{ id: string }> {
    return this.call('/v1/orders', { amount: toPaise(rupees), currency: 'INR', receipt, notes });
  }

  /** Refunds `rupees` of a captured payment; Razorpay confirms it later with refund.processed. */
  async refund(paymentId: string, rupees: number, notes: Record<string, string>): Promise<{ id: string; status: string }> {
    return this.call(`/v1/payments/${encodeURIComponent(paymentId)}/refund`, { amount: toPaise(rupees), notes });
  }

  /** Checkout's handler signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  paymentSignatureMatches(orderId: string, paymentId: string, signature: unknown): boolean {
    return signatureMatches(this.settings.keySecret, `${orderId}|${paymentId}`, signature);
  }

  /** X-Razorpay-Signature: HMAC-SHA256 of the raw body with the webhook secret. */
  webhookSignatureMatches(rawBody: Buffer, signature: unknown): boolean {
    return signatureMatches(this.settings.webhookSecret, rawBody, signature);
  }

  private async call<T>(path: string, body: unknown): Promise<T> {
    const auth = Buffer.from(`${this.settings.keyId}:${this.settings.keySecret}`).toString('base64');
    let res: Response;
    try {
      res = await fetch(`${this.settings.apiUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw new ServiceUnavailableError(UNREACHABLE);
    }
    const answer = (await res.json().catch(() => null)) as (T & { error?: { description?: string } }) | null;
    if (!res.ok || !answer) {
      // The customer reads the plain message; the log (and the outbox row, for refunds) keeps Razorpay's words.
      throw Object.assign(new ServiceUnavailableError(UNREACHABLE), {
        detail: `Razorpay ${path} answered ${res.status}: ${answer?.error?.description ?? 'no JSON'}`,
      });
    }
    return answer;
  }
}
