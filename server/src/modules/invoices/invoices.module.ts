import { defineModule } from '../module.js';
import { appLink } from '../common/app-links.js';
import { InvoiceService } from './invoice.service.js';
import { invoiceOperations } from './invoice.operations.js';
import { BookingInvoiceResolver } from './invoice.resolver.js';
import { GstExportService } from './gst-exports.js';
import { gstOperations } from './gst.operations.js';

declare module '../common/services.js' {
  interface Services {
    invoices: InvoiceService;
    gstExports: GstExportService;
  }
}

/** GST invoices and credit notes: numbered inside the settling transaction (issue 20, parts 4 and 5). */
export const invoicesModule = defineModule({
  name: 'invoices',
  needs: ['config', 'clock', 'outbox'],
  provides: ['invoices', 'gstExports'],
  services: ({ config, clock, outbox }) => ({
    invoices: new InvoiceService(
      { name: config.site.siteName, address: config.invoicing.operatorAddress, gstin: config.invoicing.operatorGstin },
      outbox,
      appLink(config.publicUrl, '/bookings'),
      config.billing.operatorState,
      { rate: config.billing.gstRate, sac: config.billing.gstSac },
      clock,
    ),
    gstExports: new GstExportService(config.billing),
  }),
  resolvers: [BookingInvoiceResolver],
  operations: [...invoiceOperations, ...gstOperations],
});
