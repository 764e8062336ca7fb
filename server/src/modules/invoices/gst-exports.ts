import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from '../common/errors.js';
import { gstDocuments } from './gst-register.js';
import type { Month } from './invoice.schemas.js';
import { gstr1 } from './gstr1.js';
import { salesRegisterCsv } from './sales-register.js';

export interface GstExportSettings {
  /** OPERATOR_GSTIN; null: bills of supply only, no GSTR-1. */
  operatorGstin: string | null;
  operatorState: string;
  gstSac: string;
}

/** The accountant's monthly exports (issue 31): the sales register and GSTR-1, from the same documents. */
export class GstExportService {
  constructor(private readonly settings: GstExportSettings) {}

  private async documents(em: EntityManager, range: Month) {
    return { range, documents: await gstDocuments(em, range, this.settings) };
  }

  /** The month's GSTR-1 in the portal's offline-tool JSON; 409 when the operator has no GSTIN. */
  async gstr1(em: EntityManager, month: Month) {
    const gstin = this.settings.operatorGstin;
    const { range, documents } = await this.documents(em, month);
    if (!gstin) throw new ConflictError('No OPERATOR_GSTIN is set: the documents are bills of supply and there is no GSTR-1 to file.');
    return gstr1(documents, { gstin, month: range.month });
  }

  /** The month's sales register as CSV, with its file name. */
  async salesRegister(em: EntityManager, month: Month): Promise<{ csv: string; fileName: string }> {
    const { range, documents } = await this.documents(em, month);
    return { csv: salesRegisterCsv(documents), fileName: `sales-register-${range.month}.csv` };
  }
}
