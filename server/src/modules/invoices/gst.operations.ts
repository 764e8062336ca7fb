import { z } from 'zod';
import type { Services } from '../common/services.js';
import { defineOperations, op, reply } from '../common/operation.js';
import { monthQuery } from './invoice.schemas.js';
const records = z.array(z.record(z.string(), z.unknown()));

/** The accountant's monthly exports (admin only): GSTR-1 as the GST portal's offline tool reads it, and the sales register. */
export const gstOperations = defineOperations<Services>([
  op({
    operationId: 'exportGstr1',
    method: 'get',
    path: '/v1/admin/gst/gstr1',
    tag: 'Invoices',
    access: 'admin',
    query: monthQuery,
    summary:
      "The month's GSTR-1 in the GST portal's offline-tool JSON: gstin, fp (MMYYYY), b2b, b2cs, cdnr, hsn, doc_issue; rupees with two decimals",
    ok: {
      200: {
        description: 'GSTR-1 (docs/trips.md, For the accountant)',
        schema: z.looseObject({
          gstin: z.string(),
          fp: z.string().openapi({ description: 'MMYYYY' }),
          b2b: records,
          b2cs: records,
          cdnr: records,
          hsn: z.looseObject({ hsn_b2b: records, hsn_b2c: records }),
          doc_issue: z.looseObject({ doc_det: records }),
        }),
      },
    },
    errors: [400, 409],
    run: async (req, { gstExports }) => {
      const body = await gstExports.gstr1(req.em, req.queryInput.month);
      return reply(body, {
        'Content-Disposition': `attachment; filename="GSTR1-${body.fp}.json"`,
        'Cache-Control': 'no-store',
      });
    },
  }),
  op({
    operationId: 'exportSalesRegister',
    method: 'get',
    path: '/v1/admin/gst/sales-register.csv',
    tag: 'Invoices',
    access: 'admin',
    query: monthQuery,
    summary: "The month's sales register as CSV: one row per invoice, note or voucher, rupees with two decimals",
    ok: {
      200: {
        description:
          'Document, Number, Date, Customer, GSTIN, Place of supply, Taxable, CGST, SGST, IGST, Reimbursements, Total (INR), Against invoice, Booking reference',
        schema: z.string(),
        mediaType: 'text/csv',
      },
    },
    errors: [400],
    run: async (req, { gstExports }) => {
      const { csv, fileName } = await gstExports.salesRegister(req.em, req.queryInput.month);
      return reply(csv, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'no-store',
      });
    },
  }),
]);
