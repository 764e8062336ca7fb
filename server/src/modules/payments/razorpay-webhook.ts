import type { EntityManager } from '@mikro-orm/postgresql';
import { BadInputError } from '../common/errors.js';
import { Payment, PaymentPurpose, PaymentStatus } from './payment.entity.js';
import type { PaymentService } from './payment.service.js';
import type { RazorpayClient } from './razorpay.js';
import { fromPaise } from './money.js';
import { isUuid } from '../common/ids.js';

interface Entity {
  id?: unknown;
  order_id?: unknown;
  payment_id?: unknown;
  amount?: unknown;
  currency?: unknown;
  notes?: Record<string, unknown>;
}
interface WebhookBody {
  event?: unknown;
  payload?: { payment?: { entity?: Entity }; refund?: { entity?: Entity } };
}

const text = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 64 ? v : null);

/**
 * POST /api/v1/payments/razorpay/webhook: the signature over the raw body first, then each event once (by
 * X-Razorpay-Event-Id: a replay of a handled event changes nothing; an event that failed is forgotten, so Razorpay's
 * retry is looked at again; the effects themselves are idempotent through the ledger's unique references). payment.captured confirms our order's payment, payment.failed marks it,
 * refund.processed closes a refund. An event for an unknown order or the wrong amount is refused and logged.
 */
export async function handleRazorpayWebhook(
  em: EntityManager,
  payments: PaymentService,
  razorpay: RazorpayClient | null,
  rawBody: Buffer | undefined,
  signature: unknown,
  eventIdHeader: unknown,
  log: (msg: string) => void,
): Promise<'handled' | 'duplicate' | 'ignored'> {
  if (!razorpay) throw new BadInputError('Razorpay is not set up here.');
  if (!rawBody || !razorpay.webhookSignatureMatches(rawBody, signature)) {
    log('payments: a Razorpay webhook with a wrong signature was refused');
    throw new BadInputError('The webhook signature does not match.');
  }
  const body = JSON.parse(rawBody.toString('utf8')) as WebhookBody;
  const eventId = text(eventIdHeader);
  if (!eventId) throw new BadInputError('X-Razorpay-Event-Id is missing.');
  const event = typeof body.event === 'string' ? body.event : '';
  const entity = event.startsWith('refund.') ? body.payload?.refund?.entity : body.payload?.payment?.entity;

  const fresh = await em
    .getConnection()
    .execute<{ id: string }[]>('insert into razorpay_events (id) values (?) on conflict (id) do nothing returning id', [eventId]);
  if (!fresh.length) return 'duplicate';
  try {
    if (event === 'payment.captured' || event === 'payment.failed') {
      const row = await em.findOne(Payment, { razorpayOrderId: text(entity?.order_id) ?? '-' });
      if (!row) throw refuse(`${event} for an unknown order ${String(entity?.order_id).slice(0, 64)}`);
      if (event === 'payment.failed') {
        if (row.status === PaymentStatus.DUE) {
          row.status = PaymentStatus.FAILED;
          await em.flush();
        }
        return 'handled';
      }
      const amount = fromPaise(entity?.amount);
      if (entity?.currency !== 'INR' || amount === null || amount !== row.amount)
        throw refuse(`payment.captured of ${String(entity?.amount)} ${String(entity?.currency)} for payment ${row.id} of ₹${row.amount}`);
      const paymentId = text(entity?.id);
      if (!paymentId) throw refuse('payment.captured without a payment id');
      await payments.captured(em, row.id, paymentId, amount, 'razorpay');
      return 'handled';
    }
    if (event === 'refund.processed') {
      const refundId = text(entity?.id);
      const ours = text(entity?.notes?.refundId);
      const row = await em.findOne(Payment, {
        purpose: PaymentPurpose.REFUND,
        $or: [{ razorpayRefundId: refundId ?? '-' }, ...(ours && isUuid(ours) ? [{ id: ours }] : [])],
      });
      if (!row || !refundId) throw refuse(`refund.processed for an unknown refund ${String(entity?.id).slice(0, 64)}`);
      const amount = fromPaise(entity?.amount);
      if (amount === null) throw refuse(`refund.processed with amount ${String(entity?.amount)}`);
      if (!row.razorpayRefundId) {
        row.razorpayRefundId = refundId;
        await em.flush();
      }
      await payments.refunded(em, row.id, refundId, 'razorpay', null, amount);
      return 'handled';
    }
    return 'ignored';
  } catch (err) {
    // Not handled: forget the event id so that Razorpay's retry is looked at again.
    await em.getConnection().execute('delete from razorpay_events where id = ?', [eventId]);
    throw err;
  }

  function refuse(what: string): BadInputError {
    log(`payments: Razorpay webhook refused: ${what}`);
    return new BadInputError('The webhook names no payment of ours, or the wrong amount.');
  }
}
