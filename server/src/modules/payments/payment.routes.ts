import { Router } from 'express';
import type { Services } from '../common/services.js';
import { requireAdmin } from '../../http/auth.js';
import { logLine } from '../../logger.js';
import { cityNow } from '../common/city-time.js';
import { ledgerCsv, readRange } from './ledger.js';
import { handleRazorpayWebhook } from './razorpay-webhook.js';

/** REST for payments: Razorpay's webhook (signed, no token) and the accountant's CSV of the ledger (admin). */
export function paymentRoutes({ payments, razorpay }: Services): Router {
  const router = Router();

  router.post('/v1/payments/razorpay/webhook', async (req, res) => {
    const outcome = await handleRazorpayWebhook(
      req.em,
      payments,
      razorpay,
      req.rawBody,
      req.get('x-razorpay-signature'),
      req.get('x-razorpay-event-id'),
      logLine,
    );
    res.json({ status: outcome });
  });

  router.get('/v1/admin/ledger.csv', requireAdmin, async (req, res) => {
    const range = readRange(req.query.from, req.query.to, cityNow().date);
    res
      .type('text/csv')
      .set('Content-Disposition', `attachment; filename="ledger-${range.from}-to-${range.to}.csv"`)
      .send(await ledgerCsv(req.em, range));
  });

  return router;
}
