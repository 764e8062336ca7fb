import { z } from 'zod';
import type { Services } from '../common/services.js';
import { logLine } from '../../logger.js';
import { cityNow } from '../common/city-time.js';
import { created, defineOperations, op, one, param, reply } from '../common/operation.js';
import { viewerOf } from '../common/access.js';
import type { Payment, PaymentMethod, PaymentPurpose } from './payment.entity.js';
import * as S from './payment.schemas.js';
import { ledgerCsv, rangeOf } from './ledger.js';
import { handleRazorpayWebhook } from './razorpay-webhook.js';

/** A payment or refund as REST gives it (GraphQL's Payment, with `_id` as the legacy routes name ids). */
const RestPayment = z
  .strictObject({
    _id: z.string(),
    bookingId: z.string(),
    purpose: z.enum(['ADVANCE', 'BALANCE', 'REFUND']),
    method: z.enum(['UPI', 'RAZORPAY', 'CASH', 'CARD']),
    amount: z.number().int().openapi({ description: 'Whole rupees' }),
    status: z.enum(['DUE', 'CLAIMED', 'CONFIRMED', 'FAILED', 'REFUND_DUE', 'REFUNDED', 'WITHDRAWN']),
    reference: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('Payment');

const paymentToRest = (p: Payment) => ({
  _id: p.id,
  bookingId: p.booking.id,
  purpose: p.purpose,
  method: p.method,
  amount: p.amount,
  status: p.status,
  reference: p.reference ?? null,
  createdAt: p.createdAt.toISOString(),
});

/**
 * Payments: the customer's UPI claim and staff's counter payment (both take an Idempotency-Key, as their GraphQL
 * mutations do), Razorpay's webhook (signed, no token) and the accountant's CSV of the ledger (admin).
 */
export const paymentOperations = defineOperations<Services>([
  op({
    operationId: 'claimUpiPayment',
    method: 'post',
    path: '/v1/bookingsnew/{id}/payments/upi-claim',
    tag: 'Payments',
    access: 'customer',
    body: { kind: 'json', schema: S.claimUpi, wordsAll: true },
    summary: 'You paid your booking by UPI: the UTR makes a claim that staff confirm against their bank statement',
    ok: created('Claimed', RestPayment),
    errors: [404, 409],
    idempotent: { mutation: 'claimUpiPayment' },
    run: async (req, { payments }) => {
      const { purpose, utr } = req.input;
      return paymentToRest(await payments.claimUpi(req.em, viewerOf(req).id, param(req), purpose as PaymentPurpose, utr));
    },
  }),
  op({
    operationId: 'recordPayment',
    method: 'post',
    path: '/v1/admin/bookings/{id}/payments',
    tag: 'Payments',
    access: 'admin',
    body: { kind: 'json', schema: S.recordPayment, wordsAll: true },
    summary: 'Record money taken at the counter: CASH, CARD or UPI, at most what is due',
    ok: created('Recorded', RestPayment),
    errors: [404, 409],
    idempotent: { mutation: 'recordPayment' },
    run: async (req, { payments }) => {
      const { purpose, method, amount, reference } = req.input;
      const by = viewerOf(req).id;
      return paymentToRest(
        await payments.record(req.em, by, param(req), purpose as PaymentPurpose, method as PaymentMethod, amount, reference ?? null),
      );
    },
  }),
  {
    operationId: 'razorpayWebhook',
    method: 'post',
    path: '/v1/payments/razorpay/webhook',
    tag: 'Payments',
    access: 'public',
    body: { kind: 'json', schema: S.requests.razorpayWebhook },
    summary:
      "Razorpay's signed events (X-Razorpay-Signature over the raw body, X-Razorpay-Event-Id): payment.captured, payment.failed, refund.processed; a replay changes nothing",
    ok: one('Handled, a duplicate, or an event of no interest', z.strictObject({ status: z.enum(['handled', 'duplicate', 'ignored']) })),
    errors: [400],
    run: async (req, { payments, razorpay }) => {
      const signature = req.get('x-razorpay-signature');
      const outcome = await handleRazorpayWebhook(
        req.em,
        payments,
        razorpay,
        req.rawBody,
        signature,
        req.get('x-razorpay-event-id'),
        logLine,
      );
      return { status: outcome };
    },
  },
  op({
    operationId: 'exportLedger',
    method: 'get',
    path: '/v1/admin/ledger.csv',
    tag: 'Payments',
    access: 'admin',
    query: S.ledgerRange,
    summary: 'The ledger of a range of city days as CSV, oldest first (at most 366 days)',
    ok: {
      200: {
        description: 'Date (IST), Kind, Method, Amount (INR), Booking, Payment, Reference, Recorded by, Note',
        schema: z.string(),
        mediaType: 'text/csv',
      },
    },
    errors: [400],
    run: async (req) => {
      const range = rangeOf(req.queryInput, cityNow().date);
      return reply(await ledgerCsv(req.em, range), {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="ledger-${range.from}-to-${range.to}.csv"`,
        // Money and customers' references: never kept by a browser or a proxy (issue 28).
        'Cache-Control': 'no-store',
      });
    },
  }),
]);
