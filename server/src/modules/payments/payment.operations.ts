import { z } from 'zod';
import type { Services } from '../common/services.js';
import { logLine } from '../../logger.js';
import { cityNow } from '../common/city-time.js';
import { defineOperations, one, reply } from '../common/operation.js';
import * as S from './payment.schemas.js';
import { ledgerCsv, readRange } from './ledger.js';
import { handleRazorpayWebhook } from './razorpay-webhook.js';

/** Payments: Razorpay's webhook (signed, no token) and the accountant's CSV of the ledger (admin). */
export const paymentOperations = defineOperations<Services>([
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
  {
    operationId: 'exportLedger',
    method: 'get',
    path: '/v1/admin/ledger.csv',
    tag: 'Payments',
    access: 'admin',
    query: z.object({
      from: z.string().optional().openapi({ description: 'yyyy-MM-dd (city day), default 29 days before to' }),
      to: z.string().optional().openapi({ description: 'yyyy-MM-dd, default today' }),
    }),
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
      const range = readRange(req.query.from, req.query.to, cityNow().date);
      return reply(await ledgerCsv(req.em, range), {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="ledger-${range.from}-to-${range.to}.csv"`,
      });
    },
  },
]);
