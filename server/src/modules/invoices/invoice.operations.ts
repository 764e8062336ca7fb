import type { Response } from 'express';
import type { Services } from '../../services.js';
import { defineOperations, file, param } from '../common/operation.js';

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

/**
 * Invoice and credit-note PDFs for their customer or staff (issue 20). Numbers contain "/": send them URL-encoded
 * (ID%2F26-27%2F000001). 'public' because the answer, not a guard, decides: the PDF to its customer or an admin
 * token, the same 404 to anyone else (anonymous included), so a number's existence never leaks. A file answer, so
 * `raw`: the handler writes the response itself.
 */
export const invoiceOperations = defineOperations<Services>([
  {
    operationId: 'getInvoicePdf',
    method: 'get',
    path: '/v1/invoices/{number}',
    tag: 'Invoices',
    access: 'public',
    summary: 'The tax invoice or bill of supply as a PDF (application/pdf), for its customer or staff',
    ok: file('The PDF', 'application/pdf'),
    errors: [404],
    raw: async (req, res, { invoices }) => {
      const number = param(req, 'number');
      sendPdf(res, await invoices.invoicePdfFor(req.em, number, req.viewer), number);
    },
  },
  {
    operationId: 'getCreditNotePdf',
    method: 'get',
    path: '/v1/credit-notes/{number}',
    tag: 'Invoices',
    access: 'public',
    summary: 'A credit note as a PDF (application/pdf), for its customer or staff',
    ok: file('The PDF', 'application/pdf'),
    errors: [404],
    raw: async (req, res, { invoices }) => {
      const number = param(req, 'number');
      sendPdf(res, await invoices.creditNotePdfFor(req.em, number, req.viewer), number);
    },
  },
]);
