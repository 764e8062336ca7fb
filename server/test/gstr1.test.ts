import { describe, expect, it } from 'vitest';
import { gstr1 } from '../src/modules/invoices/gstr1.js';
import type { GstDocument } from '../src/modules/invoices/gst-register.js';
import { gstr1Errors, validateGstr1 } from './support/gstr1-schema.js';

// GSTR-1 built from a month's documents of every kind the counter issues: B2C and B2B invoices, a credit note and a
// debit note to a registered customer, a credit note to an unregistered one, a bill of supply left out.
const MP = { name: 'Madhya Pradesh', code: '23' };
const COMPANY = '27AAPFU0939F1ZV';
function doc(over: Partial<GstDocument> & Pick<GstDocument, 'type' | 'number'>): GstDocument {
  const taxable = over.taxable ?? 1000;
  const intraState = over.intraState ?? true;
  const tax = Math.round(taxable * 0.18);
  const split = intraState ? { cgst: tax / 2, sgst: tax / 2, igst: 0 } : { cgst: 0, sgst: 0, igst: tax };
  return {
    date: '2026-11-10',
    bookingId: null,
    customerName: 'Asha Verma',
    gstin: null,
    placeOfSupply: MP,
    intraState,
    taxInvoice: true,
    sac: '997311',
    byRate: [{ rate: 18, taxable, ...split }],
    taxable,
    ...split,
    reimbursements: 0,
    total: taxable + tax,
    invoice: null,
    ...over,
  };
}

const month = [
  doc({ type: 'INVOICE', number: 'ID/26-27/000007', taxable: 5000 }),
  doc({
    type: 'INVOICE',
    number: 'ID/26-27/000008',
    taxable: 8000,
    gstin: COMPANY,
    customerName: 'Acme Logistics',
    intraState: false,
    placeOfSupply: { name: 'Maharashtra', code: '27' },
  }),
  doc({ type: 'INVOICE', number: 'ID/26-27/000009', taxable: 3000, reimbursements: 120, total: 3660 }),
  doc({
    type: 'INVOICE',
    number: 'ID/26-27/000010',
    taxable: 2000,
    taxInvoice: false,
    byRate: [{ rate: 0, taxable: 2000, cgst: 0, sgst: 0, igst: 0 }],
  }),
  doc({ type: 'CREDIT_NOTE', number: 'CN/26-27/000003', taxable: 500, invoice: { number: 'ID/26-27/000007', date: '2026-11-10' } }),
  doc({
    type: 'CREDIT_NOTE',
    number: 'CN/26-27/000004',
    taxable: 1000,
    gstin: COMPANY,
    intraState: false,
    placeOfSupply: { name: 'Maharashtra', code: '27' },
  }),
  doc({
    type: 'DEBIT_NOTE',
    number: 'DN/26-27/000001',
    taxable: 1500,
    gstin: COMPANY,
    intraState: false,
    placeOfSupply: { name: 'Maharashtra', code: '27' },
  }),
];

describe('GSTR-1 of a month', () => {
  const file = gstr1(month, { gstin: '23ABCDE1234F1Z5', month: '2026-11' });

  it("validates against the portal's offline-tool schema", () => {
    expect(validateGstr1(file), gstr1Errors()).toBe(true);
    expect(file).toMatchObject({ gstin: '23ABCDE1234F1Z5', fp: '112026' });
  });

  it('puts the invoice to a GSTIN under b2b with the portal keys, IGST across states', () => {
    expect(file.b2b).toEqual([
      {
        ctin: COMPANY,
        inv: [
          {
            inum: 'ID/26-27/000008',
            idt: '10-11-2026',
            val: 9440,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1801, itm_det: { txval: 8000, rt: 18, iamt: 1440, camt: 0, samt: 0, csamt: 0 } }],
          },
        ],
      },
    ]);
  });

  it('puts the notes to a GSTIN under cdnr, C and D', () => {
    expect(file.cdnr).toHaveLength(1);
    expect(file.cdnr[0].nt.map((n) => [n.ntty, n.nt_num, n.val])).toEqual([
      ['C', 'CN/26-27/000004', 1180],
      ['D', 'DN/26-27/000001', 1770],
    ]);
  });

  it('sums B2C invoices less B2C credit notes by place and rate, leaving the bill of supply out', () => {
    // 5000 + 3000 - 500 at 18% in Madhya Pradesh; the toll (a reimbursement) is outside.
    expect(file.b2cs).toEqual([{ sply_ty: 'INTRA', rt: 18, typ: 'OE', pos: '23', txval: 7500, iamt: 0, camt: 675, samt: 675, csamt: 0 }]);
    expect(file.hsn.hsn_b2c).toEqual([
      expect.objectContaining({ hsn_sc: '997311', rt: 18, txval: 7500, camt: 675, samt: 675, iamt: 0, uqc: 'NA', qty: 0 }),
    ]);
    // 8000 - 1000 + 1500 to the company.
    expect(file.hsn.hsn_b2b).toEqual([expect.objectContaining({ txval: 8500, iamt: 1530 })]);
  });

  it('counts every document issued, per series, in doc_issue', () => {
    expect(file.doc_issue.doc_det).toEqual([
      { doc_num: 1, docs: [{ num: 1, from: 'ID/26-27/000007', to: 'ID/26-27/000010', totnum: 4, cancel: 0, net_issue: 4 }] },
      { doc_num: 4, docs: [{ num: 1, from: 'DN/26-27/000001', to: 'DN/26-27/000001', totnum: 1, cancel: 0, net_issue: 1 }] },
      { doc_num: 5, docs: [{ num: 1, from: 'CN/26-27/000003', to: 'CN/26-27/000004', totnum: 2, cancel: 0, net_issue: 2 }] },
    ]);
  });

  it('is refused by the schema when a key or a format drifts', () => {
    type Loose = { b2b: { inv: Record<string, unknown>[] }[] };
    const drifted = structuredClone(file) as unknown as Loose;
    drifted.b2b[0].inv[0].idt = '2026-11-10';
    expect(validateGstr1(drifted)).toBe(false);
    const renamed = structuredClone(file) as unknown as Loose;
    renamed.b2b[0].inv[0].invoice_number = renamed.b2b[0].inv[0].inum;
    delete renamed.b2b[0].inv[0].inum;
    expect(validateGstr1(renamed)).toBe(false);
  });
});
