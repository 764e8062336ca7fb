import type { AppModule } from '../module.js';
import { InvoiceService } from './invoice.service.js';

declare module '../../services.js' {
  interface Services { invoices: InvoiceService }
}

/** GST invoices and credit notes: numbered inside the settling transaction (issue 20, parts 4 and 5). */
export const invoicesModule: AppModule = {
  name: 'invoices',
  services: () => ({ invoices: new InvoiceService() }),
};
