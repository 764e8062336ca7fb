import { Router, type Response } from 'express';
import type { Services } from '../common/services.js';

/** A PDF answer, or the same 404 for "no such number" and "not yours" (anonymous included). */
function sendPdf(res: Response, pdf: Buffer | null, number: string): void {
  if (!pdf) {
    res.status(404).json({ message: 'Not found.' });
    return;
  }
  res
    .set({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${number.replaceAll('/', '-')}.pdf"`,
      'cache-control': 'private, no-store',
    })
    .send(pdf);
}

/** REST adapter: invoice and credit-note PDFs for their customer or staff. Numbers contain "/": send them URL-encoded. */
export function invoiceRoutes({ invoices }: Services): Router {
  const router = Router();
  router.get('/v1/invoices/:number', async (req, res) => {
    const number = String(req.params.number);
    sendPdf(res, await invoices.invoicePdfFor(req.em, number, req.viewer), number);
  });
  router.get('/v1/credit-notes/:number', async (req, res) => {
    const number = String(req.params.number);
    sendPdf(res, await invoices.creditNotePdfFor(req.em, number, req.viewer), number);
  });
  return router;
}
