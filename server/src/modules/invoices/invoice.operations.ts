import type { Request, Response } from 'express';
import type { Services } from '../common/services.js';
import { defineOperations, file, type Operation, param } from '../common/operation.js';

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
 * Document PDFs (invoices, notes, vouchers) for their customer or staff (issue 20). Numbers contain "/": send them URL-encoded
 * (ID%2F26-27%2F000001). 'public' because the answer, not a guard, decides: the PDF to its customer or an admin
 * token, the same 404 to anyone else (anonymous included), so a number's existence never leaks. A file answer, so
 * `raw`: the handler writes the response itself. Each operation: the document `pdfFor` finds for its number and the
 * caller, or the same 404.
 */
function pdfOperation(
  operationId: string,
  path: string,
  summary: string,
  pdfFor: (services: Services, req: Request, number: string) => Promise<Buffer | null>,
): Operation<Services> {
  return {
    operationId,
    method: 'get',
    path,
    tag: 'Invoices',
    access: 'public',
    summary,
    ok: file('The PDF', 'application/pdf'),
    errors: [404],
    raw: async (req, res, services) => {
      const number = param(req, 'number');
      sendPdf(res, await pdfFor(services, req, number), number);
    },
  };
}

export const invoiceOperations = defineOperations<Services>([
  pdfOperation(
    'getInvoicePdf',
    '/v1/invoices/{number}',
    'The tax invoice or bill of supply as a PDF (application/pdf), for its customer or staff',
    ({ invoices }, req, number) => invoices.invoicePdfFor(req.em, number, req.viewer),
  ),
  pdfOperation(
    'getCreditNotePdf',
    '/v1/credit-notes/{number}',
    'A credit note as a PDF (application/pdf), for its customer or staff',
    ({ invoices }, req, number) => invoices.notePdfFor(req.em, 'credit', number, req.viewer),
  ),
  pdfOperation(
    'getReceiptVoucherPdf',
    '/v1/receipt-vouchers/{number}',
    'A receipt voucher (an advance received before the invoice, Rule 50) as a PDF, for its customer or staff',
    ({ invoices }, req, number) => invoices.receiptVoucherPdfFor(req.em, number, req.viewer),
  ),
  pdfOperation(
    'getRefundVoucherPdf',
    '/v1/refund-vouchers/{number}',
    'A refund voucher (an advance returned before the invoice, Rule 51) as a PDF, for its customer or staff',
    ({ invoices }, req, number) => invoices.refundVoucherPdfFor(req.em, number, req.viewer),
  ),
  pdfOperation(
    'getDebitNotePdf',
    '/v1/debit-notes/{number}',
    'A debit note (a charge after settlement) as a PDF (application/pdf), for its customer or staff',
    ({ invoices }, req, number) => invoices.notePdfFor(req.em, 'debit', number, req.viewer),
  ),
]);
